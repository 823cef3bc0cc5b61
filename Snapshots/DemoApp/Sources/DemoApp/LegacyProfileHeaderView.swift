#if canImport(UIKit)
import UIKit

protocol LegacyProfileHeaderViewDelegate: AnyObject {
    func profileHeaderDidTapAvatar(_ header: LegacyProfileHeaderView)
    func profileHeaderDidTapEdit(_ header: LegacyProfileHeaderView)
    func profileHeaderDidTapFollow(_ header: LegacyProfileHeaderView)
    func profileHeaderDidTapMore(_ header: LegacyProfileHeaderView)
}

/// Profile header of the legacy UIKit account screen (still reached from deep links and push
/// notifications). Will be retired once the account flow moves to `ProfileView`.
final class LegacyProfileHeaderView: UIView {

    // MARK: Public

    weak var delegate: LegacyProfileHeaderViewDelegate?

    private(set) var isFollowing = false

    // MARK: Subviews

    private let avatarImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.layer.cornerRadius = 40
        imageView.clipsToBounds = true
        imageView.isUserInteractionEnabled = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        label.textColor = .label
        label.accessibilityTraits = .header
        return label
    }()

    private let handleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textColor = .secondaryLabel
        return label
    }()

    private let bioLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont(name: "Avenir-Book", size: 15) ?? .systemFont(ofSize: 15)
        label.numberOfLines = 0
        return label
    }()

    private let verifiedBadge = UIImageView(image: UIImage(systemName: "checkmark.seal.fill"))

    private lazy var editButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "pencil"), for: .normal)
        button.addTarget(self, action: #selector(editTapped), for: .touchUpInside)
        return button
    }()

    private lazy var moreButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(named: "ic_more"), for: .normal)
        button.addTarget(self, action: #selector(moreTapped), for: .touchUpInside)
        return button
    }()

    private lazy var shareButton: UIButton = {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.shareProfile()
        })
        button.accessibilityLabel = "Share profile"
        return button
    }()

    private lazy var followButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 8
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        button.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
        return button
    }()

    // MARK: Init

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        backgroundColor = .systemBackground
        verifiedBadge.tintColor = .systemBlue

        let avatarTap = UITapGestureRecognizer(target: self, action: #selector(avatarTapped))
        avatarImageView.addGestureRecognizer(avatarTap)

        let nameRow = UIStackView(arrangedSubviews: [nameLabel, verifiedBadge, UIView(), shareButton, editButton, moreButton])
        nameRow.spacing = 6
        nameRow.alignment = .center

        let textStack = UIStackView(arrangedSubviews: [nameRow, handleLabel, bioLabel, followButton])
        textStack.axis = .vertical
        textStack.spacing = 4
        textStack.alignment = .leading
        textStack.setCustomSpacing(12, after: bioLabel)
        textStack.translatesAutoresizingMaskIntoConstraints = false

        addSubview(avatarImageView)
        addSubview(textStack)

        NSLayoutConstraint.activate([
            avatarImageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarImageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 80),
            avatarImageView.heightAnchor.constraint(equalToConstant: 80),

            textStack.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 16),
            textStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            textStack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            textStack.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    // MARK: Configuration

    func configure(with user: User, avatar: UIImage?) {
        avatarImageView.image = avatar ?? UIImage(systemName: "person.crop.circle.fill")
        nameLabel.text = user.displayName
        handleLabel.text = "@\(user.handle)"
        bioLabel.text = user.bio
        verifiedBadge.isHidden = !user.isVerified
    }

    func setFollowing(_ following: Bool, animated: Bool) {
        isFollowing = following
        let changes = {
            self.followButton.setTitle(following ? "Following" : "Follow", for: .normal)
            self.followButton.backgroundColor = following ? .secondarySystemFill : .systemBlue
            self.followButton.setTitleColor(following ? .label : .white, for: .normal)
        }
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.7,
                           initialSpringVelocity: 0.5, options: [.curveEaseInOut], animations: changes)
        } else {
            changes()
        }
    }

    /// Small "bump" when the avatar is updated from the photo picker.
    func pulseAvatar() {
        UIView.animate(withDuration: 0.2, animations: {
            self.avatarImageView.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
        }, completion: { _ in
            UIView.animate(withDuration: 0.2) {
                self.avatarImageView.transform = .identity
            }
        })
    }

    // MARK: Actions

    @objc private func avatarTapped() { delegate?.profileHeaderDidTapAvatar(self) }
    @objc private func editTapped() { delegate?.profileHeaderDidTapEdit(self) }
    @objc private func followTapped() { delegate?.profileHeaderDidTapFollow(self) }
    @objc private func moreTapped() { delegate?.profileHeaderDidTapMore(self) }

    private func shareProfile() {
        // Presented by the owning view controller through the delegate in the full app.
    }
}
#endif
