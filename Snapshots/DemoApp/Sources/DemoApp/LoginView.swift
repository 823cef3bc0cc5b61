import SwiftUI

// MARK: - View model

@MainActor
final class LoginViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var isSubmitting = false
    @Published var errorMessage: String?

    var canSubmit: Bool {
        email.contains("@") && password.count >= 8 && !isSubmitting
    }

    func signIn() async -> Bool {
        errorMessage = nil
        isSubmitting = true
        defer { isSubmitting = false }
        try? await Task.sleep(nanoseconds: 700_000_000)
        // TODO: replace with AuthClient once the backend ships OAuth (HRB-388).
        guard password != "password" else {
            errorMessage = "That email and password don't match."
            return false
        }
        return true
    }
}

// MARK: - Login screen

struct LoginView: View {
    @StateObject private var viewModel = LoginViewModel()
    @State private var isPasswordVisible = false
    @FocusState private var focusedField: Field?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var onSignedIn: () -> Void = {}

    private enum Field: Hashable {
        case email, password
    }

    var body: some View {
        ZStack {
            Image("background_pattern")
                .resizable(resizingMode: .tile)
                .accessibilityHidden(true)
                .opacity(0.08)
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 20) {
                Image(decorative: "hero")
                    .resizable()
                    .scaledToFit()
                    .frame(maxWidth: .infinity, maxHeight: 180)

                Text("Welcome back")
                    .font(.system(size: 28, weight: .bold))
                Text("Sign in to pick up where you left off.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                VStack(spacing: 12) {
                    TextField("Email", text: $viewModel.email)
                        .textContentType(.username) // [VERIFY]
                        #if os(iOS)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        #endif
                        .autocorrectionDisabled()
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .password }
                        .padding(12)
                        .background(RoundedRectangle(cornerRadius: 10).strokeBorder(.quaternary))

                    HStack {
                        Group {
                            if isPasswordVisible {
                                TextField("Password", text: $viewModel.password)
                            } else {
                                SecureField("Password", text: $viewModel.password)
                            }
                        }
                        .textContentType(.password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.go)
                        .onSubmit(submit)

                        Button {
                            isPasswordVisible.toggle()
                        } label: {
                            Image(systemName: isPasswordVisible ? "eye.slash" : "eye")
                                .foregroundStyle(.secondary)
                        }
                        .accessibilityLabel(isPasswordVisible ? "Hide password" : "Show password") // [VERIFY]
                    }
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 10).strokeBorder(.quaternary))
                }

                if let error = viewModel.errorMessage {
                    Label(error, systemImage: "exclamationmark.circle.fill")
                        .font(.footnote)
                        .foregroundStyle(.red)
                        .transition(.opacity)
                }

                Button(action: submit) {
                    if viewModel.isSubmitting {
                        ProgressView().tint(.white)
                    } else {
                        Text("Sign In")
                    }
                }
                .buttonStyle(.primary)
                .opacity(viewModel.canSubmit ? 1 : 0.5)

                HStack {
                    Text("New to Harbor?")
                    Button("Create an account") {}
                        .accessibilityLabel("Sign up")
                }
                .font(.footnote)
                .frame(maxWidth: .infinity)

                Button("Forgot password?") {}
                    .font(.system(size: 15))
                    .frame(maxWidth: .infinity)
            }
            .padding(24)
        }
        .animation(reduceMotion ? nil : .easeInOut(duration: 0.2), value: viewModel.errorMessage)
    }

    private func submit() {
        guard viewModel.canSubmit else { return }
        Task {
            if await viewModel.signIn() {
                onSignedIn()
            }
        }
    }
}

#Preview {
    LoginView()
}
