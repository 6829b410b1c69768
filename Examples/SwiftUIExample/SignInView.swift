import CarouselSwiftUI
import SwiftUI

/// A sign-in form over a wide photo drifting slowly by (a marquee), with a button that
/// stops the drift.
struct SignInView: View {
  let onClose: () -> Void

  @State private var email = ""
  @State private var password = ""
  @State private var isBackgroundPaused = false
  @FocusState private var focusedField: Field?

  private enum Field {
    case email
    case password
  }

  var body: some View {
    ZStack {
      // One picture, scaled to the screen's height and repeated end to end: the loop has no
      // seam. Decorative: hidden from VoiceOver, takes no touches. It stops by itself under
      // Reduce Motion and in the background.
      Marquee(aspectRatio: 3, pointsPerSecond: 12) {
        CarouselImage(url: Banner.signInBackdrop)
      }
      .autoAdvancePaused(isBackgroundPaused)
      .overlay { Color.black.opacity(0.3) }
      // Full screen, and not squeezed by the keyboard.
      .ignoresSafeArea()

      form
        .padding()
    }
    .overlay(alignment: .topLeading) {
      Button(action: onClose) {
        Image(systemName: "xmark")
          .font(.body.weight(.semibold))
          .foregroundStyle(.white)
          .frame(width: 44, height: 44)
      }
      .accessibilityLabel("Close")
      .padding(.horizontal, 8)
    }
    .overlay(alignment: .topTrailing) {
      PlayPauseButton(isPaused: $isBackgroundPaused, contentName: "background")
        .padding(.horizontal, 8)
    }
  }

  private var form: some View {
    VStack(spacing: 12) {
      Text("Welcome back")
        .font(.title.weight(.bold))
      TextField("Email", text: $email)
        .textContentType(.username)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(.next)
        .focused($focusedField, equals: .email)
        .onSubmit { focusedField = .password }
      SecureField("Password", text: $password)
        .textContentType(.password)
        .submitLabel(.go)
        .focused($focusedField, equals: .password)
        .onSubmit(signIn)
      Button(action: signIn) {
        Text("Sign in")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .disabled(email.isEmpty || password.isEmpty)
    }
    .textFieldStyle(.roundedBorder)
    .padding(20)
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    .frame(maxWidth: 420)
  }

  private func signIn() {
    guard !email.isEmpty, !password.isEmpty else { return }
    focusedField = nil
    // A real app signs in here.
    onClose()
  }
}
