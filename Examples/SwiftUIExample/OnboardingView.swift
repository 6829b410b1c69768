import CarouselSwiftUI
import SwiftUI

/// A page of the welcome tour.
struct OnboardingPage: Identifiable {
  let id: Int
  let symbol: String
  let title: String
  let message: String
  let colors: [Color]

  static var all: [OnboardingPage] {
    [
      OnboardingPage(
        id: 0, symbol: "map", title: "Find your next trip",
        message: "Hand-picked valleys, canyons and mountains, a tap away.",
        colors: [.teal, .blue]),
      OnboardingPage(
        id: 1, symbol: "bell.badge", title: "Never miss a deal",
        message: "Promotions slide by at the top of the list; pause them whenever you like.",
        colors: [.orange, .pink]),
      OnboardingPage(
        id: 2, symbol: "heart", title: "Save what you love",
        message: "Keep a list of places and get told when their prices drop.",
        colors: [.purple, .indigo]),
    ]
  }
}

/// The welcome tour: full-screen pages turning as the faces of a cube, page dots, and a
/// button that moves on and, on the last page, gets started.
struct OnboardingView: View {
  let onFinish: () -> Void

  private let pages = OnboardingPage.all
  @State private var page = 0

  private var isLastPage: Bool { page == pages.count - 1 }

  var body: some View {
    // The reader's proxy moves the carousel from the buttons below it.
    CarouselReader { proxy in
      tour(proxy)
    }
    // Behind the cube's turning faces and the buttons, edge to edge.
    .background(Color.black)
    .preferredColorScheme(.dark)
  }

  private func tour(_ proxy: CarouselProxy) -> some View {
    VStack(spacing: 0) {
      // The pages written inline, as a TabView takes them.
      Carousel(
        selection: $page,
        // The carousel is one element for VoiceOver: give it each page's whole text.
        accessibilityItemLabels: pages.map { "\($0.title). \($0.message)" }
      ) {
        // One page per element, as in a paging TabView.
        ForEach(pages) { page in
          OnboardingPageView(page: page)
        }
      }
      .carouselEffect(.cube)
      // A tour has a first and a last page: no wrapping round.
      .carouselLooping(false)
      .carouselPageIndicator(color: .white.opacity(0.45), currentColor: .white)
      // The current page as a pill that stretches across to the next one.
      .carouselPageIndicator(.pill)
      .accessibilityLabel("Welcome")
      // The pages reach up behind the status bar; the buttons below stay in the safe area.
      .ignoresSafeArea(edges: .top)

      HStack {
        Button("Skip", action: onFinish)
          .opacity(isLastPage ? 0 : 1)
          .disabled(isLastPage)
          .accessibilityHidden(isLastPage)
        Spacer()
        Button {
          if isLastPage {
            onFinish()
          } else {
            // Turns the cube (setting `page` would too).
            proxy.next()
          }
        } label: {
          Text(isLastPage ? "Get started" : "Next")
            .foregroundStyle(.black)
            .frame(minWidth: 120)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
      }
      .tint(.white)
      .padding()
    }
  }
}

/// One page: a symbol, a title and a line of text on a gradient.
struct OnboardingPageView: View {
  let page: OnboardingPage

  var body: some View {
    ZStack {
      LinearGradient(colors: page.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
      VStack(spacing: 20) {
        Image(systemName: page.symbol)
          .font(.system(size: 72, weight: .semibold))
        Text(page.title)
          .font(.largeTitle.weight(.bold))
        Text(page.message)
          .font(.title3)
      }
      .multilineTextAlignment(.center)
      .foregroundStyle(.white)
      .padding(32)
    }
  }
}
