// Modelled on Dimillian/IceCubesApp, Packages/DesignSystem/Sources/DesignSystem/ThemeApplier.swift:
// a `ViewModifier` applied by an `extension View` method, its modifier chain continued inside
// `#if canImport(UIKit)` (a postfix `#if`), an `.onAppear` whose `else if` has a multi-line
// condition (`let sets =` with its value on the next lines, `.first(where:)` on its own line and
// the `{` of the body alone on a line), `onChange(of:)` with two closure parameters, a computed
// optional `SwiftUI.ColorScheme?`, and private helpers over UIKit's windows.
// expect-min-frames: 1
import SwiftUI
#if canImport(UIKit)
  import UIKit
#endif

extension View {
  @MainActor public func applyPalette(_ palette: Palette) -> some View {
    modifier(PaletteApplier(palette: palette))
  }
}

struct PaletteApplier: ViewModifier {
  @Environment(\EnvironmentValues.colorScheme) var colorScheme

  var palette: Palette

  var chosenScheme: SwiftUI.ColorScheme? {
    if palette.followsSystem {
      return nil
    }
    return palette.scheme == ColorScheme.dark ? .dark : .light
  }

  func body(content: Content) -> some View {
    content
      .tint(palette.tint)
      .preferredColorScheme(chosenScheme)
      #if canImport(UIKit)
        .onAppear {
          if !palette.wasChosen {
            palette.apply(set: colorScheme == .dark ? .nightSet : .daySet)
            palette.wasChosen = true
          } else if palette.followsSystem, palette.wasChosen,
            let sets =
              allPaletteSets
            .first(where: {
              $0.light.name == palette.setName || $0.dark.name == palette.setName
            })
          {
            palette.apply(set: colorScheme == .dark ? sets.dark.name : sets.light.name)
          }
          setWindowTint(palette.tint)
        }
        .onChange(of: palette.tint) { _, newValue in
          setWindowTint(newValue)
        }
      #endif
  }

  #if canImport(UIKit)
    private func setWindowTint(_ color: Color) {
      for window in allWindows() {
        window.tintColor = UIColor(color)
      }
    }

    private func allWindows() -> [UIWindow] {
      UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap(\.windows)
    }
  #endif
}
