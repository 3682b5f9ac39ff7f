/// The rectangle a body is laid out in, and how (SPEC 1.4).
public struct Canvas: Sendable, Hashable {
  /// `.exact` proposes the canvas size; `.fit` first asks the body's size that fits.
  public enum Mode: String, Sendable {
    case exact
    case fit
  }

  public var width: Double
  public var height: Double
  public var mode: Mode
  /// Screen scale for pixel-grid rounding.
  public var scale: Double
  public var direction: LayoutDirection
  /// Where the body's result sits inside the canvas rectangle.
  public var alignment: Alignment
  /// Whose layout rules lay the body out.
  public var semantics: Semantics
  /// The insets of the device's safe area (status bar, home indicator, notch) within the canvas:
  /// zero unless a device preset or the script sets them. SwiftUI's root view, UIKit's
  /// `safeAreaLayoutGuide` and SwiftLayout's guides stay inside them.
  public var safeArea = EdgeInsets()
  /// The Dynamic Type size the script's text styles were read at (`--dynamic-type`): Large
  /// unless a run chose another.
  public var dynamicTypeSize = DynamicTypeSize.large

  public init(width: Double = 375, height: Double = 667, mode: Mode = .exact, scale: Double = 2,
              direction: LayoutDirection = .leftToRight, alignment: Alignment = .center,
              semantics: Semantics = .quickLayout) {
    self.width = width
    self.height = height
    self.mode = mode
    self.scale = scale
    self.direction = direction
    self.alignment = alignment
    self.semantics = semantics
  }

  /// The canvas proposal.
  public var size: Size { Size(width: width, height: height) }
}

/// The layout system a script is laid out by (SPEC 8).
public enum Semantics: String, Sendable, CaseIterable {
  /// Meta's QuickLayout (SPEC 2).
  case quickLayout
  /// SwiftUI's stacks, spacing preferences, frames and hosting view (`conformance-swiftui/README.md`).
  case swiftUI
}
