/// Writes UIKit view controllers and cells (and a few AppKit ones): closures that build views,
/// target–action buttons, fixed system fonts, `UIView.animate` and Auto Layout constraints.
struct UIKitGenerator {
    enum Kind {
        case listController, detailController, cell, appKitController
    }

    private struct Control {
        let name: String
        let kind: String
    }

    var random: SeededRandom
    let app: AppProfile
    let entity: Entity

    init(random: SeededRandom, app: AppProfile, entity: Entity) {
        self.random = random
        self.app = app
        self.entity = entity
    }

    mutating func file(_ kind: Kind, typeName: String, targetSize: Int) -> SourceWriter {
        var w = SourceWriter()
        let framework = kind == .appKitController ? "AppKit" : "UIKit"
        var imports = [framework]
        if random.chance(0.3) { imports.append("Combine") }
        FileHeader.write(&w, file: typeName, app: app, random: &random, imports: imports)
        switch kind {
        case .listController: listController(&w, typeName: typeName, targetSize: targetSize)
        case .detailController: detailController(&w, typeName: typeName, targetSize: targetSize)
        case .cell: cell(&w, typeName: typeName, targetSize: targetSize)
        case .appKitController: appKitController(&w, typeName: typeName, targetSize: targetSize)
        }
        return w
    }

    // MARK: - View controllers

    private mutating func listController(_ w: inout SourceWriter, typeName: String, targetSize: Int) {
        let cellName = "\(entity.name)Cell"
        let items = entity.pluralVariable
        let controls = controlsForHeader()
        w.block("final class \(typeName): UIViewController") { w in
            w.line("private let tableView = UITableView(frame: .zero, style: .\(random.pick(["insetGrouped", "plain", "grouped"])))")
            w.line("private let refreshControl = UIRefreshControl()")
            declareControls(&w, controls)
            w.line("private var \(items): [\(entity.name)] = []")
            w.line("private let service: any \(entity.name)Servicing")
            w.line()
            w.block("init(service: any \(entity.name)Servicing = \(entity.name)Service())") { w in
                w.line("self.service = service")
                w.line("super.init(nibName: nil, bundle: nil)")
                w.line("title = NSLocalizedString(\"\(entity.plural)\", comment: \"Screen title\")")
            }
            w.line()
            w.line("@available(*, unavailable)")
            w.block("required init?(coder: NSCoder)") { w in w.line("fatalError(\"init(coder:) has not been implemented\")") }
            w.line()
            w.block("override func viewDidLoad()") { w in
                w.line("super.viewDidLoad()")
                w.line("view.backgroundColor = .systemBackground")
                w.line("configureTableView()")
                w.line("configureNavigationItem()")
                w.line("layout()")
                w.line("reload()")
            }
            w.line()
            w.block("private func configureTableView()") { w in
                w.line("tableView.register(\(cellName).self, forCellReuseIdentifier: \(cellName).reuseIdentifier)")
                w.line("tableView.dataSource = self")
                w.line("tableView.delegate = self")
                w.line("tableView.rowHeight = UITableView.automaticDimension")
                w.line("tableView.estimatedRowHeight = \(random.pick(["44", "60", "72", "88"]))")
                w.line("tableView.refreshControl = refreshControl")
                w.line("refreshControl.addTarget(self, action: #selector(reload), for: .valueChanged)")
                w.line("tableView.translatesAutoresizingMaskIntoConstraints = false")
                w.line("view.addSubview(tableView)")
            }
            w.line()
            w.block("private func configureNavigationItem()") { w in
                w.line("navigationItem.rightBarButtonItem = UIBarButtonItem(")
                w.indent()
                w.line("image: UIImage(systemName: \"plus\"),")
                w.line("style: .plain,")
                w.line("target: self,")
                w.line("action: #selector(addTapped)")
                w.dedent()
                w.line(")")
                if random.chance(0.5) {
                    w.line("navigationItem.rightBarButtonItem?.accessibilityLabel = \"Add \(entity.name)\"")
                }
                w.line("navigationItem.leftBarButtonItem = editButtonItem")
            }
            w.line()
            layout(&w, controls: controls, anchorView: "tableView")
            w.line()
            w.line("@objc private func reload() {")
            w.indent()
            w.block("Task { [weak self] in") { w in
                w.line("guard let self else { return }")
                w.line("defer { self.refreshControl.endRefreshing() }")
                w.line("do {")
                w.indent()
                w.line("self.\(items) = try await self.service.fetch\(entity.plural)(page: 0)")
                w.line("self.tableView.reloadData()")
                w.reopen("catch")
                w.line("self.present(UIAlertController.error(error), animated: true)")
                w.dedent()
                w.line("}")
            }
            w.dedent()
            w.line("}")
            w.line()
            w.block("@objc private func addTapped()") { w in
                w.line("let editor = \(entity.name)EditorViewController()")
                w.block("editor.onSave = { [weak self] \(entity.variable) in") { w in
                    w.line("self?.\(items).insert(\(entity.variable), at: 0)")
                    w.line("self?.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)")
                }
                w.line("present(UINavigationController(rootViewController: editor), animated: true)")
            }
            actions(&w, controls: controls)
        }
        w.line()
        w.line("// MARK: - UITableViewDataSource")
        w.line()
        w.block("extension \(typeName): UITableViewDataSource") { w in
            w.block("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int") { w in
                w.line("\(items).count")
            }
            w.line()
            w.block("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell") { w in
                w.block("guard let cell = tableView.dequeueReusableCell(withIdentifier: \(cellName).reuseIdentifier, for: indexPath) as? \(cellName) else") { w in
                    w.line("return UITableViewCell()")
                }
                w.line("cell.configure(with: \(items)[indexPath.row])")
                w.line("return cell")
            }
            w.line()
            w.block("func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)") { w in
                w.line("guard editingStyle == .delete else { return }")
                w.line("let removed = \(items).remove(at: indexPath.row)")
                w.line("tableView.deleteRows(at: [indexPath], with: .fade)")
                w.line("Task { try? await service.delete(id: removed.id) }")
            }
        }
        w.line()
        w.line("// MARK: - UITableViewDelegate")
        w.line()
        w.block("extension \(typeName): UITableViewDelegate") { w in
            w.block("func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)") { w in
                w.line("tableView.deselectRow(at: indexPath, animated: true)")
                w.line("let detail = \(entity.name)DetailViewController(\(entity.variable): \(items)[indexPath.row])")
                w.line("navigationController?.pushViewController(detail, animated: true)")
            }
            if random.chance(0.6) {
                w.line()
                w.block("func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?") { w in
                    w.block("let favorite = UIContextualAction(style: .normal, title: nil) { [weak self] _, _, completion in") { w in
                        w.line("self?.\(items)[indexPath.row].isFavorite.toggle()")
                        w.line("completion(true)")
                    }
                    w.line("favorite.image = UIImage(systemName: \"star\")")
                    w.line("favorite.backgroundColor = .systemYellow")
                    w.line("return UISwipeActionsConfiguration(actions: [favorite])")
                }
            }
        }
        fill(&w, typeName: typeName, targetSize: targetSize)
    }

    private mutating func detailController(_ w: inout SourceWriter, typeName: String, targetSize: Int) {
        let controls = controlsForHeader() + controlsForBody()
        w.block("final class \(typeName): UIViewController") { w in
            w.line("private let \(entity.variable): \(entity.name)")
            w.line("private let scrollView = UIScrollView()")
            w.line("private let stackView: UIStackView = {")
            w.indent()
            w.line("let stack = UIStackView()")
            w.line("stack.axis = .vertical")
            w.line("stack.spacing = \(random.pick(CorpusVocabulary.spacings))")
            w.line("stack.alignment = .\(random.pick(["fill", "leading", "center"]))")
            w.line("stack.translatesAutoresizingMaskIntoConstraints = false")
            w.line("return stack")
            w.dedent()
            w.line("}()")
            declareControls(&w, controls)
            w.line()
            w.block("init(\(entity.variable): \(entity.name))") { w in
                w.line("self.\(entity.variable) = \(entity.variable)")
                w.line("super.init(nibName: nil, bundle: nil)")
            }
            w.line()
            w.block("required init?(coder: NSCoder)") { w in w.line("fatalError(\"init(coder:) has not been implemented\")") }
            w.line()
            w.block("override func viewDidLoad()") { w in
                w.line("super.viewDidLoad()")
                w.line("view.backgroundColor = .\(random.pick(["systemBackground", "secondarySystemBackground", "systemGroupedBackground"]))")
                w.line("title = \(entity.variable).title")
                w.line("view.addSubview(scrollView)")
                w.line("scrollView.translatesAutoresizingMaskIntoConstraints = false")
                w.line("scrollView.addSubview(stackView)")
                w.line("[\(controls.map(\.name).joined(separator: ", "))].forEach(stackView.addArrangedSubview)")
                w.line("layout()")
                w.line("configure()")
            }
            w.line()
            w.block("override func viewDidAppear(_ animated: Bool)") { w in
                w.line("super.viewDidAppear(animated)")
                animation(&w, target: "self.\(controls.first?.name ?? "view")")
            }
            w.line()
            w.block("private func configure()") { w in
                for control in controls where control.kind == "UILabel" {
                    let field = random.pick(entity.fields)
                    w.line("\(control.name).text = \(field.display(entity.variable))")
                }
            }
            w.line()
            layout(&w, controls: [], anchorView: "scrollView")
            actions(&w, controls: controls)
        }
        fill(&w, typeName: typeName, targetSize: targetSize)
    }

    private mutating func cell(_ w: inout SourceWriter, typeName: String, targetSize: Int) {
        let controls = controlsForBody()
        w.block("final class \(typeName): UITableViewCell") { w in
            w.line("static let reuseIdentifier = \"\(typeName)\"")
            w.line()
            w.line("private let iconView = UIImageView()")
            declareControls(&w, controls)
            w.line()
            w.block("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)") { w in
                w.line("super.init(style: style, reuseIdentifier: reuseIdentifier)")
                w.line("iconView.image = UIImage(systemName: \"\(entity.symbol)\")")
                w.line("iconView.tintColor = .\(random.pick(["systemBlue", "systemOrange", "systemGreen", "label", "secondaryLabel"]))")
                w.line("iconView.contentMode = .scaleAspectFit")
                w.line("iconView.translatesAutoresizingMaskIntoConstraints = false")
                w.line("contentView.addSubview(iconView)")
                for control in controls { w.line("contentView.addSubview(\(control.name))") }
                w.line("layout()")
            }
            w.line()
            w.block("required init?(coder: NSCoder)") { w in w.line("fatalError(\"init(coder:) has not been implemented\")") }
            w.line()
            w.block("override func prepareForReuse()") { w in
                w.line("super.prepareForReuse()")
                for control in controls where control.kind == "UILabel" { w.line("\(control.name).text = nil") }
            }
            w.line()
            w.block("func configure(with \(entity.variable): \(entity.name))") { w in
                for control in controls where control.kind == "UILabel" {
                    w.line("\(control.name).text = \(random.pick(entity.fields).display(entity.variable))")
                }
                w.line("accessoryType = \(entity.variable).isFavorite ? .checkmark : .disclosureIndicator")
                if random.chance(0.4) {
                    w.line("accessibilityLabel = \"\\(\(entity.variable).title), \\(\(entity.variable).isFavorite ? \"favorite\" : \"\")\"")
                }
            }
            w.line()
            w.block("private func layout()") { w in
                w.line("let margins = contentView.layoutMarginsGuide")
                w.line("NSLayoutConstraint.activate([")
                w.indent()
                w.line("iconView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),")
                w.line("iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),")
                w.line("iconView.widthAnchor.constraint(equalToConstant: \(random.pick(["24", "28", "32", "40"]))),")
                w.line("iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),")
                var previous = "iconView"
                for control in controls {
                    w.line("\(control.name).leadingAnchor.constraint(equalTo: \(previous).trailingAnchor, constant: \(random.pick(CorpusVocabulary.spacings))),")
                    w.line("\(control.name).centerYAnchor.constraint(equalTo: contentView.centerYAnchor),")
                    previous = control.name
                }
                w.line("\(previous).trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),")
                w.line("contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: \(random.pick(["44", "56", "64"]))),")
                w.dedent()
                w.line("])")
            }
            actions(&w, controls: controls)
        }
        fill(&w, typeName: typeName, targetSize: targetSize)
    }

    private mutating func appKitController(_ w: inout SourceWriter, typeName: String, targetSize: Int) {
        w.block("final class \(typeName): NSViewController") { w in
            w.line("private let titleField = NSTextField(labelWithString: \"\")")
            w.line("private lazy var refreshButton = NSButton(image: NSImage(systemSymbolName: \"arrow.clockwise\", accessibilityDescription: nil)!, target: self, action: #selector(refresh))")
            w.line("private lazy var addButton = NSButton(title: \"Add \(entity.name)\", target: self, action: #selector(add))")
            w.line("private var \(entity.pluralVariable): [\(entity.name)] = []")
            w.line()
            w.block("override func loadView()") { w in
                w.line("view = NSView(frame: NSRect(x: 0, y: 0, width: \(random.pick(["480", "640", "800"])), height: \(random.pick(["320", "480", "600"]))))")
            }
            w.line()
            w.block("override func viewDidLoad()") { w in
                w.line("super.viewDidLoad()")
                w.line("titleField.font = NSFont.systemFont(ofSize: \(random.pick(CorpusVocabulary.fontSizes)), weight: .\(random.pick(["regular", "semibold", "bold"])))")
                w.line("refreshButton.bezelStyle = .texturedRounded")
                w.line("let stack = NSStackView(views: [titleField, refreshButton, addButton])")
                w.line("stack.orientation = .horizontal")
                w.line("stack.translatesAutoresizingMaskIntoConstraints = false")
                w.line("view.addSubview(stack)")
                w.line("NSLayoutConstraint.activate([")
                w.indent()
                w.line("stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),")
                w.line("stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),")
                w.line("stack.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),")
                w.dedent()
                w.line("])")
            }
            w.line()
            w.block("@objc private func refresh()") { w in
                w.line("NSAnimationContext.runAnimationGroup { context in")
                w.indent()
                w.line("context.duration = 0.\(random.int(in: 15...40))")
                w.line("context.allowsImplicitAnimation = true")
                w.line("refreshButton.animator().alphaValue = 0.4")
                w.dedent()
                w.line("} completionHandler: { [weak self] in")
                w.indent()
                w.line("self?.refreshButton.animator().alphaValue = 1")
                w.dedent()
                w.line("}")
            }
            w.line()
            w.block("@objc private func add()") { w in
                w.line("let alert = NSAlert()")
                w.line("alert.messageText = \"New \(entity.name)\"")
                w.line("alert.informativeText = \"\(random.pick(CorpusVocabulary.sentences))\"")
                w.line("alert.addButton(withTitle: \"Create\")")
                w.line("alert.addButton(withTitle: \"Cancel\")")
                w.line("guard alert.runModal() == .alertFirstButtonReturn else { return }")
                w.line("\(entity.pluralVariable).append(\(entity.name)(title: \"Untitled \\(\(entity.pluralVariable).count + 1)\"))")
            }
        }
        fill(&w, typeName: typeName, targetSize: targetSize)
    }

    // MARK: - Controls

    private mutating func controlsForHeader() -> [Control] {
        var controls = [Control(name: "titleLabel", kind: "UILabel")]
        if random.chance(0.7) { controls.append(Control(name: "subtitleLabel", kind: "UILabel")) }
        controls.append(Control(name: "\(random.pick(["favorite", "share", "close", "filter", "more"]))Button", kind: "UIButton"))
        return controls
    }

    private mutating func controlsForBody() -> [Control] {
        var controls: [Control] = []
        for name in random.pick(random.int(in: 2...4), of: ["detailLabel", "priceLabel", "dateLabel", "statusLabel", "countLabel"]) {
            controls.append(Control(name: name, kind: "UILabel"))
        }
        for name in random.pick(random.int(in: 1...2), of: ["playButton", "deleteButton", "editButton", "infoButton", "bookmarkButton"]) {
            controls.append(Control(name: name, kind: "UIButton"))
        }
        if random.chance(0.3) { controls.append(Control(name: "enabledSwitch", kind: "UISwitch")) }
        return controls
    }

    private mutating func declareControls(_ w: inout SourceWriter, _ controls: [Control]) {
        for control in controls {
            switch control.kind {
            case "UILabel":
                w.block("private let \(control.name): UILabel =", closer: "}()") { w in
                    w.line("let label = UILabel()")
                    switch random.int(in: 0...3) {
                    case 0: w.line("label.font = UIFont.systemFont(ofSize: \(random.pick(CorpusVocabulary.fontSizes)))")
                    case 1: w.line("label.font = .systemFont(ofSize: \(random.pick(CorpusVocabulary.fontSizes)), weight: .\(random.pick(["regular", "medium", "semibold", "bold"])))")
                    case 2: w.line("label.font = UIFont(name: \"AvenirNext-\(random.pick(["Regular", "DemiBold"]))\", size: \(random.pick(CorpusVocabulary.fontSizes)))")
                    default:
                        w.line("label.font = UIFont.preferredFont(forTextStyle: .\(random.pick(["headline", "body", "caption1", "subheadline"])))")
                        w.line("label.adjustsFontForContentSizeCategory = true")
                    }
                    w.line("label.textColor = .\(random.pick(["label", "secondaryLabel", "systemBlue", "tertiaryLabel"]))")
                    w.line("label.numberOfLines = \(random.int(in: 0...2))")
                    w.line("label.translatesAutoresizingMaskIntoConstraints = false")
                    w.line("return label")
                }
            case "UIButton":
                w.block("private lazy var \(control.name): UIButton =", closer: "}()") { w in
                    if random.chance(0.5) {
                        w.line("let button = UIButton(type: .system)")
                        w.line("button.setImage(UIImage(systemName: \"\(random.pick(CorpusVocabulary.symbols))\"), for: .normal)")
                    } else {
                        w.line("var configuration = UIButton.Configuration.\(random.pick(["filled", "tinted", "plain", "borderless"]))()")
                        w.line("configuration.image = UIImage(systemName: \"\(random.pick(CorpusVocabulary.symbols))\")")
                        if random.chance(0.5) { w.line("configuration.title = \"\(random.pick(CorpusVocabulary.actionTitles))\"") }
                        w.line("let button = UIButton(configuration: configuration)")
                    }
                    if random.chance(0.3) { w.line("button.titleLabel?.font = UIFont.boldSystemFont(ofSize: \(random.pick(CorpusVocabulary.fontSizes)))") }
                    if random.chance(0.4) { w.line("button.accessibilityLabel = \"\(random.pick(CorpusVocabulary.actionTitles))\"") }
                    w.line("button.addTarget(self, action: #selector(\(control.name)Tapped(_:)), for: .touchUpInside)")
                    w.line("button.translatesAutoresizingMaskIntoConstraints = false")
                    w.line("return button")
                }
            default:
                w.line("private let \(control.name) = UISwitch()")
            }
        }
    }

    private mutating func layout(_ w: inout SourceWriter, controls: [Control], anchorView: String) {
        w.block("private func layout()") { w in
            for control in controls { w.line("view.addSubview(\(control.name))") }
            w.line("let guide = view.safeAreaLayoutGuide")
            w.line("NSLayoutConstraint.activate([")
            w.indent()
            var top = "guide.topAnchor"
            for control in controls {
                w.line("\(control.name).topAnchor.constraint(equalTo: \(top), constant: \(random.pick(CorpusVocabulary.spacings))),")
                w.line("\(control.name).leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: \(random.pick(["16", "20", "24"]))),")
                if control.kind == "UIButton" {
                    w.line("\(control.name).widthAnchor.constraint(equalToConstant: \(random.pick(["24", "32", "44"]))),")
                    w.line("\(control.name).heightAnchor.constraint(equalTo: \(control.name).widthAnchor),")
                }
                top = "\(control.name).bottomAnchor"
            }
            w.line("\(anchorView).topAnchor.constraint(equalTo: \(top), constant: 8),")
            w.line("\(anchorView).leadingAnchor.constraint(equalTo: view.leadingAnchor),")
            w.line("\(anchorView).trailingAnchor.constraint(equalTo: view.trailingAnchor),")
            w.line("\(anchorView).bottomAnchor.constraint(equalTo: view.bottomAnchor),")
            w.dedent()
            w.line("])")
            if anchorView == "scrollView" {
                w.line("NSLayoutConstraint.activate([")
                w.indent()
                w.line("stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),")
                w.line("stackView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),")
                w.line("stackView.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),")
                w.line("stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),")
                w.dedent()
                w.line("])")
            }
        }
    }

    /// One `@objc` action per button the controls declared.
    private mutating func actions(_ w: inout SourceWriter, controls: [Control]) {
        for control in controls where control.kind == "UIButton" {
            w.line()
            w.block("@objc private func \(control.name)Tapped(_ sender: UIButton)") { w in
                if random.chance(0.5) {
                    animation(&w, target: "sender")
                } else {
                    w.line("let generator = UIImpactFeedbackGenerator(style: .\(random.pick(["light", "medium", "rigid"])))")
                    w.line("generator.impactOccurred()")
                    w.line("sender.isSelected.toggle()")
                }
            }
        }
    }

    private mutating func animation(_ w: inout SourceWriter, target: String) {
        switch random.int(in: 0...3) {
        case 0:
            w.block("UIView.animate(withDuration: 0.\(random.int(in: 15...50)))") { w in
                w.line("\(target).alpha = \(target).alpha < 1 ? 1 : 0.5")
            }
        case 1:
            w.line("\(target).transform = CGAffineTransform(scaleX: 0.9, y: 0.9)")
            w.line("UIView.animate(withDuration: 0.\(random.int(in: 2...6)), delay: 0, usingSpringWithDamping: 0.\(random.int(in: 4...8)), initialSpringVelocity: \(random.int(in: 1...6)), options: [.allowUserInteraction]) {")
            w.indent()
            w.line("\(target).transform = .identity")
            w.dedent()
            w.line("} completion: { _ in")
            w.indent()
            w.line("UIAccessibility.post(notification: .layoutChanged, argument: \(target))")
            w.dedent()
            w.line("}")
        case 2:
            w.line("UIView.animate(withDuration: 0.25, animations: {")
            w.indent()
            w.line("\(target).transform = CGAffineTransform(rotationAngle: .pi / \(random.pick(["2", "4", "8"])))")
            w.dedent()
            w.line("}, completion: { finished in")
            w.indent()
            w.line("guard finished else { return }")
            w.line("\(target).transform = .identity")
            w.dedent()
            w.line("})")
        default:
            w.line("let animator = UIViewPropertyAnimator(duration: 0.\(random.int(in: 2...6)), curve: .easeInOut) {")
            w.indent()
            w.line("\(target).layer.opacity = 0.6")
            w.dedent()
            w.line("}")
            w.line("animator.startAnimation()")
        }
    }

    // MARK: - Filling

    /// Real controllers grow helpers and extensions; add those until the file reaches its target size.
    private mutating func fill(_ w: inout SourceWriter, typeName: String, targetSize: Int) {
        var pieces = Array(0..<5)
        while w.approximateByteCount < targetSize - 600, !pieces.isEmpty {
            let piece = pieces.remove(at: random.int(in: 0...(pieces.count - 1)))
            w.line()
            switch piece {
            case 0:
                w.block("extension UIAlertController") { w in
                    w.block("static func error(_ error: Error, retry: (() -> Void)? = nil) -> UIAlertController") { w in
                        w.line("let alert = UIAlertController(title: \"Something went wrong\", message: error.localizedDescription, preferredStyle: .alert)")
                        w.line("alert.addAction(UIAlertAction(title: \"OK\", style: .cancel))")
                        w.block("if let retry") { w in
                            w.line("alert.addAction(UIAlertAction(title: \"Retry\", style: .default) { _ in retry() })")
                        }
                        w.line("return alert")
                    }
                }
            case 1:
                w.block("private extension \(typeName)") { w in
                    w.block("func showToast(_ message: String)") { w in
                        w.line("let label = PaddingLabel()")
                        w.line("label.text = message")
                        w.line("label.font = UIFont.systemFont(ofSize: \(random.pick(CorpusVocabulary.fontSizes)), weight: .medium)")
                        w.line("label.backgroundColor = UIColor.black.withAlphaComponent(0.8)")
                        w.line("label.textColor = .white")
                        w.line("label.layer.cornerRadius = 12")
                        w.line("label.clipsToBounds = true")
                        w.line("label.alpha = 0")
                        w.line("label.translatesAutoresizingMaskIntoConstraints = false")
                        w.line("view.addSubview(label)")
                        w.line("label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true")
                        w.line("label.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24).isActive = true")
                        w.line("UIView.animate(withDuration: 0.3, animations: { label.alpha = 1 }) { _ in")
                        w.indent()
                        w.line("UIView.animate(withDuration: 0.3, delay: \(random.int(in: 1...3)), options: [], animations: { label.alpha = 0 }) { _ in")
                        w.indent()
                        w.line("label.removeFromSuperview()")
                        w.dedent()
                        w.line("}")
                        w.dedent()
                        w.line("}")
                    }
                }
            case 2:
                w.block("final class PaddingLabel: UILabel") { w in
                    w.line("var insets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)")
                    w.line()
                    w.block("override func drawText(in rect: CGRect)") { w in
                        w.line("super.drawText(in: rect.inset(by: insets))")
                    }
                    w.line()
                    w.block("override var intrinsicContentSize: CGSize") { w in
                        w.line("let size = super.intrinsicContentSize")
                        w.line("return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)")
                    }
                }
            case 3:
                w.line("#if DEBUG")
                w.line("import SwiftUI")
                w.line()
                w.block("struct \(typeName)Representable: UIViewControllerRepresentable") { w in
                    w.line("func makeUIViewController(context: Context) -> UIViewController { UINavigationController(rootViewController: UIViewController()) }")
                    w.line("func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}")
                }
                w.line("#endif")
            default:
                w.block("extension UIFont") { w in
                    w.line("/// Fixed sizes from the original design; \(app.name) predates Dynamic Type support.")
                    for style in random.pick(3, of: ["title", "headline", "body", "caption", "button", "badge"]) {
                        w.line("static let \(entity.variable)\(style.prefix(1).uppercased() + style.dropFirst()) = UIFont.systemFont(ofSize: \(random.pick(CorpusVocabulary.fontSizes)), weight: .\(random.pick(["regular", "medium", "semibold", "bold"])))")
                    }
                }
            }
        }
    }
}
