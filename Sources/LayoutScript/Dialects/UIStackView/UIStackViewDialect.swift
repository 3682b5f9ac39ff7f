import LayoutCore

/// UIKit's `UIStackView`: made by `UIStackView(arrangedSubviews:)` (a function, as it records
/// its arranged views), configured by its properties, laid out by the constraints UIKit makes
/// for it (`StackViewConstraints`).
enum UIStackViewDialect: Dialect {
  static let name = "UIStackView"
  static let functions: [String: BuiltinFunction] = [
    "UIStackView": BuiltinFunction(labels: ["arrangedSubviews", "frame"]) { e, a throws(Diagnostic) in try e.makeStackView(a) },
  ]
}
