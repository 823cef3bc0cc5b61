import SwiftUI

/// First-run flow. Shown until `hasCompletedOnboarding` is set in `AppState`.
struct OnboardingView: View {
	@Environment(\.accessibilityReduceMotion) private var reduceMotion
	@State private var page = 0
	@State private var showsNotificationPrompt = false
	var onFinish: () -> Void = {}

	private let pages = OnboardingPage.all

	private var isLastPage: Bool { page == pages.count - 1 }

	var body: some View {
		ZStack {
			// Background decoration
			Circle()
				.fill(Color.accentColor.opacity(0.15))
				.frame(width: 420, height: 420)
				.offset(x: 160, y: -300)
				.accessibilityHidden(true)
			Image("onboarding_waves")
				.resizable()
				.scaledToFit()
				.accessibilityHidden(true)
				.frame(maxHeight: .infinity, alignment: .bottom)
				.ignoresSafeArea()

			VStack(spacing: 24) {
				HStack {
					Spacer()
					Button(action: onFinish) {
						Image("ic_close")
					}
					.accessibilityLabel("Finish") // [VERIFY]
				}
				.padding(.horizontal)

				TabView(selection: $page) {
					ForEach(pages.indices, id: \.self) { index in
						OnboardingPageView(page: pages[index])
							.tag(index)
					}
				}
				#if os(iOS)
				.tabViewStyle(.page(indexDisplayMode: .never))
				#endif

				PageIndicator(count: pages.count, current: page)

				if isLastPage {
					Button("Get Started") {
						showsNotificationPrompt = true
					}
					.buttonStyle(.primary)
					.transition(reduceMotion ? .opacity : .slide)
				} else {
					Button("Next") {
						withAnimation(reduceMotion ? nil : .default) {
							page += 1
						}
					}
					.buttonStyle(.primary)
				}

				Link("Learn more", destination: URL(string: "https://harbor.app/about")!)
					.font(.footnote)
			}
			.padding(24)
		}
		.alert("Stay in the loop?", isPresented: $showsNotificationPrompt) {
			Button("Not Now", role: .cancel, action: onFinish)
			Button("Allow", action: onFinish)
		} message: {
			Text("We'll let you know when friends start a listening room.")
		}
	}
}

// MARK: - Page

private struct OnboardingPageView: View {
	let page: OnboardingPage
	@State private var appeared = false
	@Environment(\.accessibilityReduceMotion) private var reduceMotion

	var body: some View {
		VStack(spacing: 16) {
			Image(page.imageName)
				.resizable()
				.scaledToFit()
				.frame(maxHeight: 280)
			Text(page.title)
				.font(.title.bold())
				.multilineTextAlignment(.center)
			Text(page.message)
				.foregroundStyle(.secondary)
				.multilineTextAlignment(.center)
		}
		.padding(.horizontal, 32)
		.opacity(appeared ? 1 : 0)
		.offset(y: appeared ? 0 : 20)
		.onAppear {
			withAnimation(reduceMotion ? nil : .easeOut(duration: 0.5)) {
				appeared = true
			}
		}
	}
}

// MARK: - Page indicator

private struct PageIndicator: View {
	let count: Int
	let current: Int
	@Environment(\.accessibilityReduceMotion) private var reduceMotion

	var body: some View {
		HStack(spacing: 8) {
			ForEach(0..<count, id: \.self) { index in
				Capsule()
					.fill(index == current ? Color.accentColor : Color.secondary.opacity(0.3))
					.frame(width: index == current ? 20 : 8, height: 8)
			}
		}
		.animation(reduceMotion ? nil : .spring(response: 0.3, dampingFraction: 0.7), value: current)
		.accessibilityElement()
		.accessibilityLabel("Page \(current + 1) of \(count)")
	}
}

#Preview("Onboarding") {
	OnboardingView()
}
