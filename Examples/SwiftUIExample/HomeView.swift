import CarouselSwiftUI
import SwiftUI

/// A list with the promotion banner at the top: pictures from URLs with titles and page dots,
/// a tap opens the promotion, the current one is shown below (and set by the rows further
/// down), and a button pauses the slide show.
struct HomeView: View {
  private let banners = Banner.samples

  /// The current banner's index, kept in step both ways with the carousel.
  /// The banner showing, by identity; the carousel starts on the one it names.
  @State private var selectedID: Banner.ID? = Banner.samples.first?.id
  /// The app's own pause (the stop control of WCAG 2.2.2).
  @State private var isPaused = false
  @State private var openedBanner: Banner?
  @State private var cover: Cover?
  @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

  /// The full-screen examples.
  private enum Cover: String, Identifiable {
    case onboarding
    case signIn

    var id: String { rawValue }
  }

  var body: some View {
    NavigationContainer {
      List {
        Section {
          banner
            .listRowInsets(EdgeInsets())
          nowShowing
        }
        Section("Jump to") {
          ForEach(banners) { banner in
            // Setting the selection scrolls the carousel (the shorter way round).
            Button {
              selectedID = banner.id
            } label: {
              Label(
                banner.title, systemImage: banner.id == selectedID ? "circle.fill" : "circle")
            }
          }
        }
        Section("More examples") {
          Button("Onboarding (cube effect)") { cover = .onboarding }
          Button("Sign in (drifting background)") { cover = .signIn }
        }
      }
      .navigationTitle("Explore")
    }
    .sheet(item: $openedBanner) { banner in
      BannerDetailView(banner: banner)
    }
    .fullScreenCover(item: $cover) { cover in
      switch cover {
      case .onboarding:
        OnboardingView {
          hasSeenOnboarding = true
          self.cover = nil
        }
      case .signIn:
        SignInView { self.cover = nil }
      }
    }
    .onAppear {
      if !hasSeenOnboarding { cover = .onboarding }
    }
  }

  private var banner: some View {
    Carousel(
      banners, selection: $selectedID,
      // Read by VoiceOver after "Item 2 of 5": the slide draws its own title.
      accessibilityItemLabel: { $0.title },
      onSelect: { banner in openedBanner = banner }
    ) { banner in
      BannerSlide(banner: banner)
    }
    .autoAdvance(every: 4)
    // The button's pause, and the app's own reasons: nothing turns behind a sheet.
    .autoAdvancePaused(isPaused || openedBanner != nil || cover != nil)
    // The dots in the bottom trailing corner, off the middle of the pictures (the title and
    // the pause button sit along the top); the current one fills until the next turn.
    .carouselPageIndicator(alignment: .trailing)
    .carouselPageIndicator(.timer)
    .aspectRatio(3, contentMode: .fit)
    .accessibilityLabel("Promotions")
    .overlay(alignment: .topTrailing) {
      PlayPauseButton(isPaused: $isPaused)
        .padding(4)
    }
  }

  private var nowShowing: some View {
    HStack {
      Text("Now showing")
      Spacer()
      if let index = banners.firstIndex(where: { $0.id == selectedID }) {
        Text("\(index + 1) of \(banners.count): \(banners[index].title)")
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.trailing)
      }
    }
    .accessibilityElement(children: .combine)
  }
}

/// One banner: the picture, with its title over the top left corner. The carousel is a
/// single element for VoiceOver (it reads the `accessibilityItemLabel:` closure's text), so the slide's own
/// text needs no accessibility work.
struct BannerSlide: View {
  let banner: Banner

  var body: some View {
    picture
      .overlay(alignment: .topLeading) {
        Text(banner.title)
          .font(.subheadline.weight(.semibold))
          .foregroundStyle(.white)
          .lineLimit(2)
          .padding(.horizontal, 10)
          .padding(.vertical, 6)
          .background(Color.black.opacity(0.5), in: Capsule())
          .padding(10)
          // Clear of the pause button.
          .padding(.trailing, 44)
      }
  }

  /// The banner's video over its picture (the poster, through the image pipeline), or the
  /// picture alone.
  @ViewBuilder private var picture: some View {
    if let videoURL = banner.videoURL {
      CarouselVideo(url: videoURL, poster: banner.imageURL)
    } else {
      CarouselImage(url: banner.imageURL)
    }
  }
}
