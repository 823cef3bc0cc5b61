import SwiftUI

// MARK: - View model

@MainActor
final class ChatViewModel: ObservableObject {
    let conversation: Conversation
    @Published var messages: [Message]
    @Published var draft = ""
    @Published var isPartnerTyping = false

    init(conversation: Conversation = .sample, messages: [Message] = Message.samples) {
        self.conversation = conversation
        self.messages = messages
    }

    var canSend: Bool {
        !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    func send() {
        guard canSend else { return }
        messages.append(Message(id: UUID(), text: draft, sentAt: Date(), isFromMe: true, status: .sending))
        draft = ""
    }

    func attachPhoto() {
        // Presents PHPickerViewController through the coordinator; see ChatCoordinator.
    }

    func retry(_ message: Message) {
        guard let index = messages.firstIndex(of: message) else { return }
        messages[index].status = .sending
    }
}

// MARK: - Chat screen

struct ChatView: View {
    @StateObject private var viewModel: ChatViewModel
    @ScaledMetric(relativeTo: .body) private var bubblePadding: CGFloat = 12
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private let timestampFont = Font.system(size: 13)

    init(conversation: Conversation = .sample) {
        _viewModel = StateObject(wrappedValue: ChatViewModel(conversation: conversation))
    }

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(viewModel.messages) { message in
                            MessageBubble(message: message, padding: bubblePadding, timestampFont: timestampFont) {
                                viewModel.retry(message)
                            }
                            .id(message.id)
                        }
                        if viewModel.isPartnerTyping {
                            TypingIndicator()
                                .frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                    .padding()
                    .animation(reduceMotion ? nil : .easeInOut, value: viewModel.messages)
                }
                .onChange(of: viewModel.messages.count) { _ in
                    withAnimation(reduceMotion ? nil : .default) {
                        proxy.scrollTo(viewModel.messages.last?.id, anchor: .bottom)
                    }
                }
            }
            Divider()
            composer
        }
        .navigationTitle(viewModel.conversation.title)
        .toolbar {
            ToolbarItem(placement: .principal) {
                HStack(spacing: 6) {
                    Circle()
                        .fill(viewModel.conversation.isOnline ? Color.green : Color.gray)
                        .frame(width: 8, height: 8)
                    Text(viewModel.conversation.title).font(.headline)
                }
            }
        }
    }

    private var composer: some View {
        HStack(alignment: .bottom, spacing: 10) {
            Button(action: viewModel.attachPhoto, label: {
                Image(systemName: "paperclip")
                    .font(.title3)
            })
            .accessibilityLabel("Attach photo") // [VERIFY]

            TextField("Message", text: $viewModel.draft, axis: .vertical)
                .lineLimit(1...5)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(Capsule().strokeBorder(.quaternary))

            Button(action: viewModel.send) {
                Image(systemName: "arrow.up.circle.fill")
                    .resizable()
                    .frame(width: 32, height: 32)
            }
            .disabled(!viewModel.canSend)
            .accessibilityLabel("Send") // [VERIFY]
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

// MARK: - Bubble

private struct MessageBubble: View {
    let message: Message
    let padding: CGFloat
    let timestampFont: Font
    var onRetry: () -> Void

    var body: some View {
        HStack(alignment: .bottom, spacing: 6) {
            if message.isFromMe { Spacer(minLength: 48) }

            if message.status == .failed {
                Image(systemName: "exclamationmark.triangle.fill")
                    .foregroundStyle(.orange)
            }

            VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 4) {
                Text(message.text)
                    .padding(padding)
                    .background(message.isFromMe ? Theme.Colors.bubbleMine : Theme.Colors.bubbleTheirs)
                    .foregroundColor(message.isFromMe ? .white : .primary)
                    .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                    .onLongPressGesture {
                        #if os(iOS)
                        UIPasteboard.general.string = message.text
                        #endif
                    }
                HStack(spacing: 4) {
                    Text(message.sentAt, style: .time)
                    if message.status == .failed {
                        Button("Retry", action: onRetry)
                    }
                }
                .font(timestampFont)
                .foregroundStyle(.secondary)
            }

            if !message.isFromMe { Spacer(minLength: 48) }
        }
    }
}

// MARK: - Typing indicator

private struct TypingIndicator: View {
    @State private var isAnimating = false

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3) { index in
                Circle()
                    .frame(width: 6, height: 6)
                    .opacity(isAnimating ? 1 : 0.3)
                    .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: isAnimating)
            }
        }
        .padding(10)
        .background(Theme.Colors.bubbleTheirs, in: Capsule())
        .onAppear { isAnimating = true }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(Conversation.sample.title) is typing")
    }
}

#Preview {
    NavigationStack {
        ChatView()
    }
}
