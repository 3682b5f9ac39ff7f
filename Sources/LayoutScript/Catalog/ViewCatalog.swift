import LayoutCore

/// How a view type is created from its arguments.
struct ViewConstructor: Sendable {
  /// The UIKit type the view is, whatever alias created it.
  var typeName: String
  /// The accepted argument labels (`_` for an unlabelled one).
  var labels: [String]
  var build: @Sendable (Evaluator, Arguments) throws(Diagnostic) -> LeafKind
}

/// The one table of views (SPEC 1.3): every UIKit type and alias the script can create.
enum ViewCatalog {
  static let constructors: [String: ViewConstructor] = {
    var table: [String: ViewConstructor] = [
      "UILabel": label(textLabel: "text"),
      "Label": label(textLabel: "_"),
      "UIView": plainView,
      "View": plainView,
      "UIImageView": imageView,
      "Image": imageView,
      "UIButton": button(titleLabel: "title"),
      "Button": button(titleLabel: "_"),
      "Text": ViewConstructor(typeName: "Text", labels: ["_"]) { evaluator, arguments throws(Diagnostic) in
        .label(text: LabelText(try evaluator.string(arguments.positional(0), default: "")), lines: 0, font: 16)
      },
      "Rectangle": shape("Rectangle"), "Circle": shape("Circle"), "Ellipse": shape("Ellipse"), "Capsule": shape("Capsule"),
      "RoundedRectangle": shape("RoundedRectangle"),
      // SwiftUI's controls (README, "SwiftUI semantics"): a text field is a line of body text
      // (17 pt) tall, a toggle a switch tall, both as wide as proposed; a divider a 1-point line.
      "TextField": control("TextField", ["_", "text", "prompt", "axis"], .horizontallyExpandable(height: 21.25)),
      "SecureField": control("SecureField", ["_", "text", "prompt"], .horizontallyExpandable(height: 21.25)),
      "Toggle": control("Toggle", ["_", "isOn", "{}"], .horizontallyExpandable(height: 31)),
      "Slider": control("Slider", ["value", "in", "step"], .horizontallyExpandable(height: 31)),
      "Divider": control("Divider", [], .horizontallyExpandable(height: 1)),
      // `ProgressView()` spins (20 × 20); `ProgressView(value:)` is a linear bar, 4 tall.
      "ProgressView": ViewConstructor(typeName: "ProgressView", labels: ["_", "value", "total"]) { _, arguments throws(Diagnostic) in
        arguments["value"] == nil ? .fixed(Size(width: 20, height: 20)) : .horizontallyExpandable(height: 4)
      },
    ]
    let constant: [(String, LeafKind)] = [
      ("UISwitch", .fixed(Size(width: 51, height: 31))),
      ("UIActivityIndicatorView", .fixed(Size(width: 20, height: 20))),
      ("UIStepper", .fixed(Size(width: 94, height: 32))),
      ("UITextField", .horizontallyExpandable(height: 34)),
      ("UISlider", .horizontallyExpandable(height: 31)),
      ("UIProgressView", .horizontallyExpandable(height: 4)),
      ("UISearchBar", .horizontallyExpandable(height: 56)),
      ("UIScrollView", .scrollable),
      ("UITextView", .scrollable),
      ("UITableView", .scrollable),
    ]
    for (name, kind) in constant {
      table[name] = ViewConstructor(typeName: name, labels: []) { _, _ in kind }
    }
    return table
  }()

  /// `UILabel(text:lines:font:)` or `Label(_:lines:font:)`.
  private static func label(textLabel: String) -> ViewConstructor {
    ViewConstructor(typeName: "UILabel", labels: [textLabel, "lines", "font"]) { evaluator, arguments throws(Diagnostic) in
      let text = textLabel == "_" ? arguments.positional(0) : arguments[textLabel]
      let lines = try evaluator.integer(arguments["lines"], default: 1)
      guard lines >= 0 else { throw evaluator.mismatch(arguments["lines"]!, "0 (unlimited) or a positive line count") }
      return .label(text: LabelText(try evaluator.string(text, default: "")), lines: lines,
                    font: try evaluator.font(arguments["font"]))
    }
  }

  /// `UIImageView(width:height:)`, or `UIImageView(image:)` of an image's 24×24 points; SwiftUI's
  /// `Image(systemName:)` is a 20×20 symbol and `Image("name")` a 24×24 picture.
  private static let imageView = ViewConstructor(typeName: "UIImageView", labels: ["width", "height", "image", "systemName", "_"]) { e, a throws(Diagnostic) in
    if a["systemName"] != nil { return .fixed(Size(width: 20, height: 20)) }
    if a.positional(0) != nil { return .fixed(Size(width: 24, height: 24)) }
    return .fixed(try e.explicitSize(a) ?? a["image"].map { Evaluator.imageSize($0.value) } ?? .zero)
  }

  /// `UIView()` (fully flexible) or `UIView(width:height:)` (answers that size).
  private static let plainView = ViewConstructor(typeName: "UIView", labels: ["width", "height"]) { e, a throws(Diagnostic) in
    try e.explicitSize(a).map(LeafKind.sizedView) ?? .plainView
  }

  /// A SwiftUI control of a constant sizing, whatever its arguments (bindings are values only).
  private static func control(_ name: String, _ labels: [String], _ kind: LeafKind) -> ViewConstructor {
    ViewConstructor(typeName: name, labels: labels) { _, _ in kind }
  }

  /// A SwiftUI shape: takes the proposal (`Rectangle()`, `RoundedRectangle(cornerRadius: 8)`).
  private static func shape(_ name: String) -> ViewConstructor {
    ViewConstructor(typeName: name, labels: ["cornerRadius", "style"]) { _, _ in .plainView }
  }

  /// `UIButton(title:font:)`, `UIButton(type: .system)` or `Button(_:font:)`.
  private static func button(titleLabel: String) -> ViewConstructor {
    ViewConstructor(typeName: "UIButton", labels: [titleLabel, "font", "type", "action", "{}"]) { evaluator, arguments throws(Diagnostic) in
      let title = titleLabel == "_" ? arguments.positional(0) : arguments[titleLabel]
      return .button(title: try evaluator.string(title, default: ""), font: try evaluator.font(arguments["font"]))
    }
  }

}

extension Evaluator {
  /// The size of `width:` and `height:` (a missing side is 0), or nil when neither is given.
  func explicitSize(_ arguments: Arguments) throws(Diagnostic) -> Size? {
    guard arguments.hasAny(of: ["width", "height"]) else { return nil }
    return Size(width: try length(arguments["width"], default: 0, .viewSize) ?? 0, height: try length(arguments["height"], default: 0, .viewSize) ?? 0)
  }

  /// The size an image gives an image view: 24×24 for an image, nothing for `nil`.
  static func imageSize(_ value: Value) -> Size {
    if case .image = value { return Size(width: 24, height: 24) }
    return .zero
  }

  /// A font size: a positive finite number, 16 by default.
  func font(_ argument: EvaluatedArgument?) throws(Diagnostic) -> Double {
    let size = try number(argument, default: 16)
    guard size.isFinite, size > 0 else { throw mismatch(argument!, "a positive font size") }
    return size
  }
}
