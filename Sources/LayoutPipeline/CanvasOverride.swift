import LayoutCore

/// Changes to a script's `canvas(…)` made from outside the script: the command line's `--size`,
/// `--fit`, `--scale`, `--rtl`, `--semantics`, `--device` and `--dynamic-type`, the REPL's
/// `:canvas`, `:scale`, `:rtl`, `:ltr`, `:semantics`, `:device` and `:dynamic-type`. A nil field
/// keeps the script's value.
public struct CanvasOverride: Sendable, Equatable {
  public var size: Size?
  public var mode: Canvas.Mode?
  public var scale: Double?
  public var direction: LayoutDirection?
  /// Whose layout rules: decided before the script is evaluated, since SwiftUI and QuickLayout
  /// read some of its forms (`Spacer(minLength:)`) differently.
  public var semantics: Semantics?
  /// `--view NAME`: which view of a file of several `struct …: View`s is shown (as `canvas(view:)`);
  /// decided when the script is evaluated.
  public var view: String?
  /// `--device NAME`: the device's safe-area insets (its size is `size`); read when the script is
  /// evaluated (SwiftLayout's `safeAreaLayoutGuide`) and kept on the canvas.
  public var safeArea: EdgeInsets?
  /// `--dynamic-type SIZE`: the Dynamic Type size the script's text styles, plain text,
  /// `@ScaledMetric`s and environment reads are evaluated at (Large when nil).
  public var dynamicTypeSize: DynamicTypeSize?

  /// An override of the given fields.
  public init(size: Size? = nil, mode: Canvas.Mode? = nil, scale: Double? = nil, direction: LayoutDirection? = nil,
              semantics: Semantics? = nil, view: String? = nil, safeArea: EdgeInsets? = nil, dynamicTypeSize: DynamicTypeSize? = nil) {
    self.size = size
    self.mode = mode
    self.scale = scale
    self.direction = direction
    self.semantics = semantics
    self.view = view
    self.safeArea = safeArea
    self.dynamicTypeSize = dynamicTypeSize
  }

  /// True when it changes nothing.
  public var isEmpty: Bool { self == CanvasOverride() }

  /// `canvas` with these changes.
  public func applied(to canvas: Canvas) -> Canvas {
    var result = canvas
    if let size {
      result.width = size.width
      result.height = size.height
    }
    if let mode { result.mode = mode }
    if let scale { result.scale = scale }
    if let direction { result.direction = direction }
    if let semantics { result.semantics = semantics }
    if let safeArea { result.safeArea = safeArea }
    if let dynamicTypeSize { result.dynamicTypeSize = dynamicTypeSize }
    return result
  }
}
