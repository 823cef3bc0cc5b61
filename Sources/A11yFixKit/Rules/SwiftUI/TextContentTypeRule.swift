/// Text fields that ask for personal data without saying which: AutoFill, password managers and
/// the keyboard's suggestions cannot fill them in.
public struct TextContentTypeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "text-content-type",
        name: "Personal-data fields need a content type",
        summary: "Finds `TextField` and `SecureField` that ask for an email address, a password, a new password, a one-time code, a phone number, a username, a person's name or a postal address (by the name of the state they edit and the words they show) and have no `.textContentType`. Adds the matching `.textContentType(.emailAddress)` etc., marked `// [VERIFY]`.",
        rationale: "WCAG 1.3.5 (Identify Input Purpose) asks that fields collecting information about the user say what they collect, so that software can fill them in. On Apple platforms that is the text content type: with it, AutoFill offers the person's email, phone or address, password managers fill and save credentials, and SMS codes are offered above the keyboard. People with motor or cognitive disabilities, and anyone using Switch Control or Voice Control, are spared typing what the device already knows.",
        notes: "The purpose comes from the bound state's name (`$email`, `$viewModel.user.email`, `$confirmPassword`, `$phoneNumber`; words that say how it is kept, `emailText`, `passwordInput`, and whose it is, `userEmail`, `loginPassword`, are passed over) and from the field's title, placeholder (also an app's own placeholder modifier, `.placeholder(when: fullName.isEmpty) { Text(\"Full Character Name\") }`) and accessibility label (\"Email address\", \"Enter your password\"). Every written text must name the same purpose: a field whose words name something else (\"Recipient\", \"Server password\") or whose sources disagree is left alone. A field named only `name` is a person's name only when the state belongs to a user, profile, contact or customer (`$user.name`): a file, playlist, folder or server has a name too. A field that confirms a password (`$verifyPassword`, \"Confirm password\") with no other password field in its View repeats one entered on another screen: `.newPassword` there would have iOS suggest a new password that cannot match, so it is left alone. A username is the person's login only beside a password field, in a View named for signing in or up, or in state kept with credentials (`$credentials.username`): a handle picked for a profile is left alone. A bare \"password\" is the person's own only in a form that signs in or up (a View with a username or email field, or named for logging in, signing up, an account or credentials): a certificate's, a Wi-Fi network's or a room's password is left alone. An email beside a password field is the account's name, `.username`: AutoFill offers the saved login for it (Apple's Password AutoFill guidance), where `.emailAddress` would offer the contact card's address. A password called current or old is `.password`. A password field is a new password (`.newPassword`, which lets iOS suggest a strong one) when it confirms one (`$confirmPassword`), when its words say so, or when the View also has a confirmation field (two password fields that both say only \"password\"; one named for whose it is, \"Agent Server Password\", is another secret) or is named for signing up or changing a password. A View that does both (`LoginSignupView`) and reads a flag for which it shows (`viewModel.isSignUpMode`, `isRegistering`) gets `.textContentType(viewModel.isSignUpMode ? .newPassword : .password)` on a password field whose words do not say which password it is; named for both with no such flag, the field is a sign-in password. Screens of an administration area (a type or folder named for it), where someone fills in other people's accounts, and Views named for another person (`CreateContactView`, `InviteMemberSheet`; not `ContactUsView`, where people give their own), are left alone: WCAG 1.3.5 asks for the purpose of data about the user, and iOS would offer the user's own address. Search fields, notes, titles, comments, URLs and amounts are not personal data and are not matched. Not a finding: a field with `.textContentType` on it or on a container around it (also `nil`, a decision), in a postfix `#if` too. On macOS, SwiftUI takes AppKit's `NSTextContentType`, which has only `.username`, `.password` and `.oneTimeCode`: other purposes are not reported in code that builds for macOS, nor is code whose macOS target is older than 11, where SwiftUI has no `textContentType`; watchOS code is left alone. A chain that keeps some modifiers under a postfix `#if` (`#if os(iOS) .keyboardType(.emailAddress) #endif`) may build for other platforms too: where the code is not known to build for macOS, a type AppKit lacks is reported without a fix, to be added inside that `#if`, not inserted outside it. `.keyboardType` and `.textInputAutocapitalization` are related but separate; this rule does not add them.",
        severity: .degrades, wcag: ["1.3.5"], nutritionLabels: [], fixSafety: .verify, seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct SignInView: View {
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    Form {
                        ↓TextField("Email", text: $email)
                            .keyboardType(.emailAddress)
                        ↓SecureField("Password", text: $password)
                    }
                }
            }
            """),
            RuleExample("""
            struct SignUpView: View {
                @State private var password = ""
                @State private var confirmPassword = ""

                var body: some View {
                    VStack {
                        ↓SecureField("Password", text: $password)
                        ↓SecureField("Confirm password", text: $confirmPassword)
                    }
                }
            }
            """),
            RuleExample("""
            struct ChangePasswordView: View {
                @State private var newPassword = ""
                @State private var confirmNewPassword = ""
                @State private var currentPassword = ""

                var body: some View {
                    Form {
                        Section {
                            ↓SecureField("New Password", text: $newPassword)
                            ↓SecureField("Confirm New Password", text: $confirmNewPassword)
                        }
                        Section {
                            ↓SecureField("Current Password", text: $currentPassword)
                        }
                    }
                }
            }
            """),
            RuleExample(#"↓TextField("Verification code", text: $code).keyboardType(.numberPad)"#),
            RuleExample("""
            ↓TextField("", text: $viewModel.phoneNumber)
                .keyboardType(.phonePad)
            """),
            RuleExample("""
            Section("Shipping") {
                ↓TextField("Street address", text: $order.street)
                ↓TextField("City", text: $order.city)
                ↓TextField("ZIP code", text: $order.zip)
            }
            """),
            RuleExample("""
            ↓TextField(text: $profile.user.firstName, prompt: Text("First name")) {
                Text("First name")
            }
            """),
            RuleExample(#"↓TextField("Username", text: $credentials.username)"#),
            RuleExample("""
            struct EditProfileView: View {
                @Bindable var user: User

                var body: some View {
                    Form {
                        ↓TextField("Full name", text: $user.name)
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            ↓TextField("Enter your email address", text: $signUpEmail)
                .textInputAutocapitalization(.never)
            #endif
            """),
            RuleExample(#"↓TextField("Last name", text: $lastName)"#),
            RuleExample("""
            struct LoginSheet: View {
                @State private var password = ""

                var body: some View {
                    ↓SecureField("Password", text: $password)
                        .onSubmit(signIn)
                }
            }
            """, options: RuleOptions(platforms: ["macOS"])),
            RuleExample("""
            struct ChangePasswordView: View {
                @State private var password = ""

                var body: some View {
                    Form {
                        ↓SecureField("Current password", text: $password, maskToggle: .enabled)
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // The app's own placeholder names what the field holds: a character's name, not the person's (`.name`
            // would have AutoFill offer the player's own).
            RuleExample("""
            struct CreateCharacterView: View {
                @State private var fullName = ""

                var body: some View {
                    ScrollView {
                        Text("Create Character").font(.title)
                        TextField("", text: $fullName)
                            .textFieldStyle(.roundedBorder)
                            .placeholder(when: fullName.isEmpty) {
                                Text("Full Character Name").foregroundColor(.gray)
                            }
                    }
                }
            }
            """),
            // The second screen of an export flow repeats the password the first one made: `.newPassword`
            // here would offer a new password, which cannot match.
            RuleExample("""
            struct ExportConfirmPasswordView: View {
                @State private var verifyPassword = ""
                var body: some View {
                    VStack {
                        Text("Confirm password")
                        SecureField("", text: $verifyPassword)
                    }
                }
            }
            """),
            // A public handle picked for a profile, with no password: AutoFill's logins have no place here.
            RuleExample("""
            struct PickYourUsernameSheet: View {
                @State private var username = ""

                var body: some View {
                    VStack {
                        Text("Pick your username")
                        TextField("Username", text: $username)
                        Button("Claim") { claim() }
                    }
                }

                private func claim() {}
            }
            """),
            // Another person's address: iOS would offer the user's own.
            RuleExample("""
            struct CreateContactView: View {
                @State private var email = ""

                var body: some View {
                    Form {
                        TextField("Email address", text: $email)
                            .keyboardType(.emailAddress)
                    }
                }
            }
            """),
            RuleExample(#"TextField("Search", text: $searchText)"#),
            RuleExample("""
            struct NewPlaylistView: View {
                @State private var name = ""

                var body: some View {
                    TextField("Name", text: $name)
                }
            }
            """),
            RuleExample("""
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
            """),
            RuleExample("""
            Form {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
            }
            .textContentType(nil)
            """),
            RuleExample(#"TextField("Recipient", text: $recipientEmail)"#),
            RuleExample(#"TextField("Title", text: $note.title)"#),
            RuleExample(#"TextField("Server", text: $server.name)"#),
            RuleExample("""
            TextField("Email", text: $email)
            """, options: RuleOptions(platforms: ["macOS"])),
            RuleExample("""
            SecureField("Password", text: $password)
                #if os(iOS)
                .textContentType(.password)
                #endif
            """),
            RuleExample(#"TextField("Comment", text: $comment)"#),
            RuleExample("""
            struct JoinNetworkView: View {
                @State private var networkName = ""
                @State private var password = ""

                var body: some View {
                    Form {
                        TextField("Network", text: $networkName)
                        SecureField("Password", text: $password)
                    }
                }
            }
            """),
            RuleExample("""
            struct ImportCertificateView: View {
                @Binding var password: String

                var body: some View {
                    SecureField("Password", text: $password)
                }
            }
            """),
            RuleExample("""
            struct AdminAddUserView: View {
                @State private var username = ""

                var body: some View {
                    TextField("Username", text: $username)
                }
            }
            """),
            RuleExample(#"TextField("Feed URL", text: $feedAddress)"#),
            RuleExample("""
            #Preview {
                TextField("Email", text: .constant(""))
            }
            """),
        ],
        corrections: [
            // Adding a server asks for the password it already has: two password fields, one named for whose it
            // is ("Agent Server Password"), are two secrets, not a new password and its confirmation.
            RuleCorrection("""
            struct ManualServerForm: View {
                @State private var host = ""
                @State private var username = ""
                @State private var password = ""
                @State private var agentPassword = ""

                var body: some View {
                    Form {
                        Section("Server details") {
                            TextField("Host", text: $host)
                            TextField("Username", text: $username)
                            SecureField("Password", text: $password)
                        }
                        Section("Agent") {
                            SecureField("Agent Server Password", text: $agentPassword)
                        }
                    }
                    .navigationTitle("Add Server")
                }
            }
            """, """
            struct ManualServerForm: View {
                @State private var host = ""
                @State private var username = ""
                @State private var password = ""
                @State private var agentPassword = ""

                var body: some View {
                    Form {
                        Section("Server details") {
                            TextField("Host", text: $host)
                            TextField("Username", text: $username)
                                .textContentType(.username) // [VERIFY]
                            SecureField("Password", text: $password)
                                .textContentType(.password) // [VERIFY]
                        }
                        Section("Agent") {
                            SecureField("Agent Server Password", text: $agentPassword)
                        }
                    }
                    .navigationTitle("Add Server")
                }
            }
            """),
            // A form with two password fields, neither called current, sets one and confirms it: both are new.
            RuleCorrection("""
            struct CreateLoginView: View {
                @State private var email = ""
                @State private var password1 = ""
                @State private var password2 = ""

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Email").bold()
                        TextField("Email", text: $email)
                        Text("Password").bold()
                        SecureField("Password", text: $password1)
                        Text("Password").bold()
                        SecureField("Password", text: $password2)
                        Button("Create Login") { createLogin() }
                    }
                }
            }
            """, """
            struct CreateLoginView: View {
                @State private var email = ""
                @State private var password1 = ""
                @State private var password2 = ""

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Email").bold()
                        TextField("Email", text: $email)
                            .textContentType(.username) // [VERIFY]
                        Text("Password").bold()
                        SecureField("Password", text: $password1)
                            .textContentType(.newPassword) // [VERIFY]
                        Text("Password").bold()
                        SecureField("Password", text: $password2)
                            .textContentType(.newPassword) // [VERIFY]
                        Button("Create Login") { createLogin() }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct SignInView: View {
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                            .keyboardType(.emailAddress)
                        SecureField("Password", text: $password)
                    }
                }
            }
            """, """
            struct SignInView: View {
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                            .keyboardType(.emailAddress)
                            .textContentType(.username) // [VERIFY]
                        SecureField("Password", text: $password)
                            .textContentType(.password) // [VERIFY]
                    }
                }
            }
            """),
            // One View signs in and signs up: the password is a new one only in sign-up mode.
            RuleCorrection("""
            struct LoginSignupView: View {
                @StateObject private var viewModel: AuthViewModel

                var body: some View {
                    VStack(spacing: 15) {
                        if viewModel.isSignUpMode {
                            TextField("Name", text: $viewModel.userName)
                        }
                        TextField("Email", text: $viewModel.email)
                        passwordField
                        Button(viewModel.isSignUpMode ? "Create account" : "Log in") { viewModel.submit() }
                    }
                }

                private var passwordField: some View {
                    SecureField("Password", text: $viewModel.password)
                        .textInputAutocapitalization(.never)
                }
            }
            """, """
            struct LoginSignupView: View {
                @StateObject private var viewModel: AuthViewModel

                var body: some View {
                    VStack(spacing: 15) {
                        if viewModel.isSignUpMode {
                            TextField("Name", text: $viewModel.userName)
                        }
                        TextField("Email", text: $viewModel.email)
                            .textContentType(.username) // [VERIFY]
                        passwordField
                        Button(viewModel.isSignUpMode ? "Create account" : "Log in") { viewModel.submit() }
                    }
                }

                private var passwordField: some View {
                    SecureField("Password", text: $viewModel.password)
                        .textInputAutocapitalization(.never)
                        .textContentType(viewModel.isSignUpMode ? .newPassword : .password) // [VERIFY]
                }
            }
            """),
            // A password the form also confirms is a new one: iOS suggests a strong password.
            RuleCorrection("""
            struct RegistrationForm: View {
                @Binding var password: String
                @Binding var passwordConfirmation: String

                var body: some View {
                    VStack {
                        SecureField("Password", text: $password)
                        SecureField("Repeat password", text: $passwordConfirmation)
                    }
                }
            }
            """, """
            struct RegistrationForm: View {
                @Binding var password: String
                @Binding var passwordConfirmation: String

                var body: some View {
                    VStack {
                        SecureField("Password", text: $password)
                            .textContentType(.newPassword) // [VERIFY]
                        SecureField("Repeat password", text: $passwordConfirmation)
                            .textContentType(.newPassword) // [VERIFY]
                    }
                }
            }
            """),
            // The chain keeps modifiers under a postfix `#if`, so the file builds for other platforms too: the
            // person's own phone number is reported without a fix, as the type goes with the iOS-only modifiers, by hand.
            RuleCorrection("""
            struct ProfileForm: View {
                @Binding var phoneNumber: String

                var body: some View {
                    TextField("Phone number", text: $phoneNumber)
                        #if os(iOS)
                        .keyboardType(.phonePad)
                        #endif
                }
            }
            """, """
            struct ProfileForm: View {
                @Binding var phoneNumber: String

                var body: some View {
                    TextField("Phone number", text: $phoneNumber)
                        #if os(iOS)
                        .keyboardType(.phonePad)
                        #endif
                }
            }
            """),
            RuleCorrection("""
            struct VerifyView: View {
                @State private var oneTimeCode = ""

                var body: some View {
                    TextField("", text: $oneTimeCode)
                        .keyboardType(.numberPad)
                        .padding()
                }
            }
            """, """
            struct VerifyView: View {
                @State private var oneTimeCode = ""

                var body: some View {
                    TextField("", text: $oneTimeCode)
                        .keyboardType(.numberPad)
                        .textContentType(.oneTimeCode) // [VERIFY]
                        .padding()
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: ["TextField", "SecureField"]) {
            guard let element = chain.elementLink, !setsContentType(chain), !context.isAdministeringOthers(chain), let purpose = context.purpose(ofTextField: chain),
                  let nameToken = element.nameToken else { continue }
            let platforms = context.platforms(at: chain).platforms
            guard !platforms.isEmpty, !platforms.contains(.watchOS),
                  !platforms.contains(.macOS) || purpose.existsOnMacOS && targetsMacOS11(context) else { continue }
            let offset = context.tree.tokens[nameToken].start
            let problem = "\(element.name) asks for \(purpose.spokenName) with no .textContentType: AutoFill and password managers cannot fill it"
            var modifier = ".textContentType(.\(purpose.rawValue))"
            // A View that signs in and signs up: a new password only in sign-up mode.
            if purpose == .password, !platforms.contains(.macOS), let flag = context.signUpModeFlag(aroundPasswordField: chain) {
                modifier = ".textContentType(\(flag) ? .newPassword : .password)"
            }
            // `SecureField(…, maskToggle: .enabled)` is a function of the app's own that builds its field
            // some other way (a UIKit text field that never reads SwiftUI's content type).
            if let label = element.arguments.compactMap(\.label).first(where: { !TextContentTypeRule.fieldArgumentLabels.contains($0) }) {
                findings.append(finding(problem + "; this \(element.name)(…, \(label):) is the app's own: set the content type where it builds its field", at: offset))
                continue
            }
            // Modifiers the chain keeps under `#if os(…)` say the file also builds where this type may not exist.
            if !purpose.existsOnMacOS, chain.modifiers.contains(where: \.isConditional) {
                findings.append(finding(problem + "; add \(modifier) with the chain's platform-specific modifiers, inside its #if", at: offset))
                continue
            }
            guard context.isViewPosition(chain), let edits = context.modifierInsertion([modifier], into: chain, verifyMarker: true) else {
                findings.append(finding(problem + "; add \(modifier)", at: offset))
                continue
            }
            findings.append(finding(problem, at: offset, fix: Fix(safety: .verify, edits: edits, summary: "added \(modifier)")))
        }
        return findings
    }

    /// The argument labels of SwiftUI's `TextField` and `SecureField` initializers.
    static let fieldArgumentLabels: Set<String> = ["text", "prompt", "axis", "value", "format", "formatter", "onEditingChanged", "onCommit", "label"]

    /// Whether the macOS deployment target, when known, has SwiftUI's `textContentType(_:)` (macOS 11).
    private func targetsMacOS11(_ context: RuleContext) -> Bool {
        (context.deploymentMajorVersion(of: "macos") ?? 11) >= 11
    }

    /// Whether the field or a container around it sets a content type, whatever it is.
    private func setsContentType(_ chain: ChainNode) -> Bool {
        ([chain] + chain.ancestors().compactMap { $0 as? ChainNode }).contains { $0.hasModifier("textContentType") }
    }
}
