/// What a text field asks for, read from the state it edits and the words it shows: an email
/// address, a password, a one-time code, a phone number, a person's name, a postal address. The
/// text-content-type rule gives such fields their AutoFill type; the audit could list them.
extension RuleContext {
    /// The kinds of personal data a field may hold, named as `UITextContentType` names them.
    public enum TextFieldPurpose: String, Sendable {
        case emailAddress, password, newPassword, oneTimeCode, telephoneNumber, username
        case name, givenName, familyName
        case streetAddressLine1, streetAddressLine2, addressCity, postalCode
        case creditCardNumber

        /// Whether AppKit's `NSTextContentType`, which SwiftUI takes on macOS, has the case since
        /// macOS 11: only these three.
        public var existsOnMacOS: Bool { [.username, .password, .oneTimeCode].contains(self) }

        /// What the field asks for, in words: "an email address".
        public var spokenName: String {
            switch self {
            case .emailAddress: return "an email address"
            case .password: return "a password"
            case .newPassword: return "a new password"
            case .oneTimeCode: return "a one-time code"
            case .telephoneNumber: return "a phone number"
            case .username: return "a username"
            case .name: return "a person's name"
            case .givenName: return "a first name"
            case .familyName: return "a last name"
            case .streetAddressLine1, .streetAddressLine2: return "a street address"
            case .addressCity: return "a city"
            case .postalCode: return "a postal code"
            case .creditCardNumber: return "a card number"
            }
        }
    }

    /// What the text field `element` asks for, when the name of the state it edits or its title,
    /// placeholder or accessibility label says so, and they do not disagree. A field named only
    /// `name` is a person's name only where the state belongs to a user, profile or contact: a file,
    /// playlist or server has a name too. A password in a form that also confirms it, or in a sign-up
    /// View, is a new password.
    public func purpose(ofTextField chain: ChainNode) -> TextFieldPurpose? {
        guard let element = chain.elementLink else { return nil }
        let fromState = bindingPurpose(element.argument("text")?.value)
        let shown = [element.arguments.first { $0.label == nil }?.value, element.argument("prompt")?.value].compactMap { $0 }.compactMap { expression in
            stringLiteralValue(expression) ?? expression.singleChain?.elementLink.flatMap { $0.name == "Text" ? literalTitle(of: $0) : nil }
        }
        let words = (shown + placeholderTexts(of: chain) + [literalAccessibilityLabel(of: chain)].compactMap { $0 }).filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty && !RuleContext.readsAsKey($0)
        }
        // Words the team wrote that name something else ("Recipient", "Server password") overrule the state's name.
        let fromTexts = words.map(textPurpose)
        guard !fromTexts.contains(where: { $0 == nil }), Set(fromTexts).count <= 1,
              let purpose = combined(fromState, fromTexts.first ?? nil) else { return nil }
        // A username is the person's login only beside a password, in a View named for signing in or
        // up, or kept with credentials (`$credentials.username`): a handle picked for a profile is not.
        if purpose == .username {
            let state = (element.argument("text")?.value?.text ?? "").lowercased()
            let signIn = ["credential", "login", "signin", "auth", "account"].contains(where: state.contains) || isInSignInForm(chain, byPassword: true)
            return signIn ? .username : nil
        }
        // An email a form signs in or up with, beside a password field, is the account's name: AutoFill
        // offers the saved login for `.username` (Apple's Password AutoFill guidance), the contact card's
        // address for `.emailAddress`.
        if purpose == .emailAddress, holdsAnotherPasswordField(besides: chain) { return .username }
        // A field that repeats a password entered on another screen (`$verifyPassword` alone in its
        // View): `.newPassword` there would have iOS suggest a new one, which cannot match.
        if purpose == .newPassword, confirmsAPassword(element, words: words), !holdsAnotherPasswordField(besides: chain) { return nil }
        guard purpose == .password else { return purpose }
        // A password the field calls current or old is the one the person has; otherwise a bare
        // "password" is the person's own only in a form that signs in or up (a certificate's,
        // a Wi-Fi network's or a room's password is not theirs to fill in).
        let named = namedWords(of: element, shown: words)
        if named.contains("current") || named.contains("old") { return .password }
        if isInNewPasswordForm(chain) { return .newPassword }
        return isInSignInForm(chain) ? .password : nil
    }

    /// The words an app's own placeholder modifier shows in the empty field (`.placeholder(when:
    /// fullName.isEmpty) { Text("Full Character Name") }`): the field's name as the person sees it.
    private func placeholderTexts(of chain: ChainNode) -> [String] {
        chain.modifiers.filter { $0.name.lowercased().contains("placeholder") }.flatMap { modifier in
            modifier.arguments.compactMap { stringLiteralValue($0.value) }
                + modifier.allClosures.flatMap { $0.descendants(ofType: LinkNode.self) }.filter { $0.name == "Text" }.compactMap(literalTitle(of:))
        }
    }

    /// Whether the field belongs to someone other than the person using the app: a screen of an
    /// administration area, where an administrator creates and edits other people's accounts, or one
    /// named for another person (`CreateContactView`, `InviteMemberSheet`; not `ContactUsView` or
    /// `ContactSupportForm`, where people give their own).
    public func isAdministeringOthers(_ chain: ChainNode) -> Bool {
        let typeName = enclosingType(of: chain)?.name ?? ""
        let names = [typeName] + file.path.split(separator: "/").map(String.init)
        if names.contains(where: { $0.lowercased().contains("admin") }) { return true }
        let words = Set(LabelInference.splitWords(typeName).map { $0.lowercased() })
        let others: Set<String> = ["contact", "contacts", "recipient", "recipients", "invite", "invitee", "invitees", "guest", "guests",
                                   "member", "members", "friend", "friends", "attendee", "attendees", "participant", "participants"]
        let own: Set<String> = ["us", "support", "feedback", "me", "my", "own"]
        return !words.isDisjoint(with: others) && words.isDisjoint(with: own)
    }

    private func combined(_ fromState: TextFieldPurpose?, _ fromText: TextFieldPurpose?) -> TextFieldPurpose? {
        let purposes = Set([fromState, fromText].compactMap { $0 })
        // "New password" in the title and `$password`: the title says which.
        if purposes == [.password, .newPassword] { return .newPassword }
        return purposes.count == 1 ? purposes.first : nil
    }

    /// Whether the View around the field signs in or up: it also asks for a username or an email
    /// address, or it is named for signing in, logging in or an account.
    private func isInSignInForm(_ chain: ChainNode, byPassword: Bool = false) -> Bool {
        guard let view = enclosingType(of: chain) else { return false }
        let name = view.name.lowercased()
        if ["login", "logon", "signin", "signup", "register", "registration", "credential", "account", "auth"].contains(where: name.contains) { return true }
        // Beside a password field (for a username), or a username or email field (for a password).
        let partners: Set<TextFieldPurpose> = byPassword ? [.password, .newPassword] : [.username, .emailAddress]
        return elements(named: ["TextField", "SecureField"]).contains { other in
            guard other !== chain, other.isDescendant(of: view) else { return false }
            return byPassword && other.elementLink?.name == "SecureField" || bindingPurpose(other.elementLink?.argument("text")?.value).map(partners.contains) == true
        }
    }

    /// The flag a View that both signs in and signs up reads to tell which it shows
    /// (`viewModel.isSignUpMode`, `isRegistering`), for a password field whose own words do not say
    /// which password it is: the field asks for a new password only in sign-up mode
    /// (`.textContentType(viewModel.isSignUpMode ? .newPassword : .password)`).
    public func signUpModeFlag(aroundPasswordField chain: ChainNode) -> String? {
        guard let element = chain.elementLink, let view = enclosingType(of: chain),
              namedWords(of: element, shown: []).isDisjoint(with: ["new", "current", "old", "confirm", "verify", "repeat"]) else { return nil }
        let tokens = tree.tokens
        // The View and its extensions in the file: the field may sit in one, the flag in another.
        let scopes = typeDeclarations.filter { $0.name == view.name }.map { $0.firstToken...$0.lastToken }
        for scope in scopes {
            for index in scope where tokens[index].kind == .identifier {
                var words = LabelInference.splitWords(tree.text(ofToken: index)).map { $0.lowercased() }
                if words.first == "is" { words.removeFirst() }
                if words.last == "mode" { words.removeLast() }
                guard ["sign up", "signup", "register", "registering", "registration"].contains(words.joined(separator: " ")),
                      index + 1 <= scope.upperBound, ![.leftParen, .colon].contains(tokens[index + 1].kind),
                      index > scope.lowerBound, !["var", "let", "case", "func"].contains(tree.text(ofToken: index - 1)) else { continue }
                var start = index
                while start - 2 >= scope.lowerBound, tokens[start - 1].kind == .period,
                      tokens[start - 2].kind == .identifier || tree.text(ofToken: start - 2) == "self" {
                    start -= 2
                }
                // The flag, or what holds it, must be the View's own (a local `let isSignUp` in `body` is out of the field's reach).
                let root = tree.text(ofToken: start) == "self" ? tree.text(ofToken: start + 2) : tree.text(ofToken: start)
                guard typeDeclarations.contains(where: { $0.name == view.name && $0.properties.contains { $0.name == root } }) else { continue }
                return (start...index).map { tree.text(ofToken: $0) }.joined()
            }
        }
        return nil
    }

    /// The lowercased words a field is named by: its shown texts' and its bound state's (`$verifyPassword`).
    private func namedWords(of element: LinkNode, shown words: [String]) -> Set<String> {
        let stateWords = LabelInference.splitWords(element.argument("text")?.value?.text ?? "").map { $0.lowercased() }
        return Set(words.flatMap { $0.lowercased().split { !$0.isLetter }.map(String.init) } + stateWords)
    }

    /// Whether the field's state or words say it repeats a password (`$confirmPassword`, "Verify password").
    private func confirmsAPassword(_ element: LinkNode, words: [String]) -> Bool {
        !namedWords(of: element, shown: words).isDisjoint(with: ["confirm", "confirmed", "confirmation", "verify", "verification", "repeat", "repeated", "retype", "again"])
    }

    /// Whether the View around the field has another password field.
    private func holdsAnotherPasswordField(besides chain: ChainNode) -> Bool {
        guard let view = enclosingType(of: chain) else { return false }
        return elements(named: ["SecureField", "TextField"]).contains { other in
            other !== chain && other.isDescendant(of: view)
                && (other.elementLink?.name == "SecureField" || [.password, .newPassword].contains(bindingPurpose(other.elementLink?.argument("text")?.value)))
        }
    }

    /// Whether the View around the field makes a password: it also asks to confirm one, or it is
    /// named for signing up.
    private func isInNewPasswordForm(_ chain: ChainNode) -> Bool {
        guard let view = enclosingType(of: chain) else { return false }
        let name = view.name.lowercased()
        // `LoginSignupView` does both: which one it shows is the View's state, not its name.
        let namedForCreating = ["createaccount", "newaccount", "createlogin", "createuser", "newuser"].contains(where: name.contains)
        if namedForCreating || ["signup", "register", "registration"].contains(where: name.contains) && !["login", "logon", "signin"].contains(where: name.contains) {
            return true
        }
        // Two password fields and neither called current (`password1`, `password2`): one is typed again to
        // confirm the other. Not where one names whose password it is ("OpenCode Server Password"): two secrets.
        if holdsAnotherPasswordField(besides: chain) {
            let passwords = elements(named: ["SecureField"]).filter { $0.isDescendant(of: view) }
            if passwords.count == 2, passwords.allSatisfy(isPlainPasswordField) { return true }
        }
        return elements(named: ["TextField", "SecureField"]).contains { other in
            other !== chain && other.isDescendant(of: view) && bindingPurpose(other.elementLink?.argument("text")?.value) == .newPassword
        }
    }

    /// Whether a password field's title and state say only that it is a password (`$password2`,
    /// "Password"), not whose ("Server password", `$openCodePassword`).
    private func isPlainPasswordField(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink else { return false }
        let secret: Set<TextFieldPurpose> = [.password, .newPassword]
        let title = element.arguments.first { $0.label == nil }.flatMap { stringLiteralValue($0.value) }.flatMap { $0.isEmpty ? nil : $0 }
        if let title, !RuleContext.readsAsKey(title), textPurpose(title).map(secret.contains) != true { return false }
        let state = element.argument("text")?.value?.singleChain?.links.last?.name.drop { $0 == "$" }
        let stateWords = state.map { LabelInference.splitWords(String($0)).map { $0.lowercased() }.filter { !$0.allSatisfy(\.isNumber) } } ?? []
        return bindingPurpose(element.argument("text")?.value).map(secret.contains) == true || stateWords == ["password"]
    }

    /// `$email`, `$viewModel.user.email`, `$confirmPassword`: the purpose the state's name says.
    private func bindingPurpose(_ expression: ExpressionNode?) -> TextFieldPurpose? {
        guard let chain = expression?.singleChain, chain.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }),
              let last = chain.links.last else { return nil }
        let owner = chain.links.dropLast().last.map { $0.name.hasPrefix("$") ? String($0.name.dropFirst()) : $0.name }?.lowercased()
        var words = LabelInference.splitWords(last.name.hasPrefix("$") ? String(last.name.dropFirst()) : last.name).map { $0.lowercased() }
        while words.count > 1, let final = words.last, RuleContext.storageWords.contains(final) { words.removeLast() }
        return purpose(ofWords: words, owner: owner)
    }

    /// "Email address", "Enter your password", "Phone number (optional)": the purpose a field's
    /// own words say, when they are nothing but its name.
    private func textPurpose(_ text: String) -> TextFieldPurpose? {
        let cleaned = text.lowercased().replacingOccurrences(of: "(optional)", with: "").replacingOccurrences(of: "(required)", with: "")
        var words = cleaned.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        while words.count > 1, let first = words.first, ["enter", "type", "your", "the", "a", "please", "confirm", "repeat"].contains(first) {
            if first == "confirm" || first == "repeat" { return ["password", "new password"].contains(words.dropFirst().joined(separator: " ")) ? .newPassword : nil }
            words.removeFirst()
        }
        return purpose(ofWords: words, owner: nil)
    }

    /// The purpose of a field whose name is `words` (lowercased), on state owned by `owner`.
    private func purpose(ofWords words: [String], owner: String?) -> TextFieldPurpose? {
        let phrase = words.joined(separator: " ")
        if let purpose = RuleContext.purposesByPhrase[phrase] { return purpose }
        // `userEmail`, `loginPassword`, `signUpEmail`: whose address or secret it is adds nothing.
        var rest = words[...]
        while rest.count > 1, let first = rest.first, RuleContext.accountWords.contains(first) { rest = rest.dropFirst() }
        if rest.count < words.count, let purpose = RuleContext.purposesByPhrase[rest.joined(separator: " ")],
           [.emailAddress, .password, .newPassword, .telephoneNumber, .oneTimeCode].contains(purpose) { return purpose }
        if phrase == "name", let owner, ["user", "profile", "contact", "person", "customer", "me"].contains(owner) { return .name }
        return nil
    }

    /// Words after a field's name that say how its value is kept: `emailText`, `passwordInput`.
    static let storageWords: Set<String> = ["text", "input", "field", "value", "string", "entry"]

    /// Words before a field's name that say whose it is.
    static let accountWords: Set<String> = ["user", "account", "login", "log", "signin", "sign", "in", "up", "signup", "registration", "my", "your", "current"]

    static let purposesByPhrase: [String: TextFieldPurpose] = [
        "email": .emailAddress, "email address": .emailAddress, "e mail": .emailAddress, "e mail address": .emailAddress, "mail address": .emailAddress,
        "password": .password, "current password": .password, "old password": .password,
        "new password": .newPassword, "confirm password": .newPassword, "password confirmation": .newPassword,
        "confirmed password": .newPassword, "repeat password": .newPassword, "repeated password": .newPassword,
        "verify password": .newPassword, "retype password": .newPassword, "password again": .newPassword, "confirm new password": .newPassword,
        "one time code": .oneTimeCode, "otp": .oneTimeCode, "otp code": .oneTimeCode, "verification code": .oneTimeCode,
        "sms code": .oneTimeCode, "two factor code": .oneTimeCode, "2fa code": .oneTimeCode, "totp": .oneTimeCode, "totp code": .oneTimeCode,
        "mfa code": .oneTimeCode, "security code": .oneTimeCode,
        "phone": .telephoneNumber, "phone number": .telephoneNumber, "telephone": .telephoneNumber, "telephone number": .telephoneNumber,
        "mobile number": .telephoneNumber, "mobile phone": .telephoneNumber, "mobile phone number": .telephoneNumber,
        "username": .username, "user name": .username, "email or username": .username, "username or email": .username,
        "full name": .name, "first name": .givenName, "given name": .givenName, "last name": .familyName, "family name": .familyName, "surname": .familyName,
        "street address": .streetAddressLine1, "address line 1": .streetAddressLine1, "address line1": .streetAddressLine1, "street": .streetAddressLine1,
        "address line 2": .streetAddressLine2, "address line2": .streetAddressLine2, "city": .addressCity,
        "postal code": .postalCode, "zip code": .postalCode, "zip": .postalCode, "postcode": .postalCode,
        "card number": .creditCardNumber, "credit card number": .creditCardNumber,
    ]
}
