import LayoutCore

/// How a view type is created from its arguments.
struct ViewConstructor: Sendable {
  /// The UIKit type the view is, whatever alias created it.
  var typeName: String
  /// The accepted argument labels (`_` for an unlabelled one).
  var labels: [String]
  var build: @Sendable (Evaluator, Arguments) throws(Diagnostic) -> LeafKind
}

/// The building blocks the dialects' view tables are made of: a label, an image view, a plain
/// view, a button, a shape, a control of a constant size.
enum ViewConstructors {
  /// `UILabel(text:lines:font:)` or `Label(_:lines:font:)`.
  static func label(textLabel: String) -> ViewConstructor {
    ViewConstructor(typeName: "UILabel", labels: [textLabel, "lines", "font"]) { evaluator, arguments throws(Diagnostic) in
      let text = textLabel == "_" ? arguments.positional(0) : arguments[textLabel]
      let lines = try evaluator.integer(arguments["lines"], default: 1)
      guard lines >= 0 else { throw evaluator.mismatch(arguments["lines"]!, "0 (unlimited) or a positive line count") }
      return .label(text: LabelText(try evaluator.string(text, default: "")), lines: lines,
                    font: try evaluator.font(arguments["font"]))
    }
  }

  /// `UIImageView(width:height:)`, or `UIImageView(image:)` of an image's 24×24 points; SwiftUI's
  /// `Image(systemName:)` is a symbol in Body, 20×20 at Large (`SwiftUIFonts.symbolSide`, which
  /// follows the Dynamic Type size), and `Image("name")` a 24×24 picture.
  static let imageView = ViewConstructor(typeName: "UIImageView",
                                         labels: ["width", "height", "image", "systemName", "systemSymbol", "_", "decorative", "uiImage", "nsImage",
                                                  "bundle", "label", "variableValue", "scale", "orientation"]) {
    e, a throws(Diagnostic) in
    if a.namesSymbol {
      let side = SwiftUIFonts.symbolSide(fontSize: TextStyle.body.pointSize(at: e.dynamicTypeSize))
      return .fixed(Size(width: side, height: side))
    }
    if a.positional(0) != nil || a["decorative"] != nil || a["uiImage"] != nil || a["nsImage"] != nil { return .fixed(Size(width: 24, height: 24)) }
    return .fixed(try e.explicitSize(a) ?? a["image"].map { e.imageSize($0.value) } ?? .zero)
  }

  /// `UIView()` (fully flexible) or `UIView(width:height:)` (answers that size).
  static let plainView = ViewConstructor(typeName: "UIView", labels: ["width", "height"]) { e, a throws(Diagnostic) in
    try e.explicitSize(a).map(LeafKind.sizedView) ?? .plainView
  }

  /// A SwiftUI control of a constant sizing, whatever its arguments (bindings are values only).
  static func control(_ name: String, _ labels: [String], _ kind: LeafKind) -> ViewConstructor {
    ViewConstructor(typeName: name, labels: labels) { _, _ in kind }
  }

  /// A SwiftUI shape: takes the proposal (`Rectangle()`, `RoundedRectangle(cornerRadius: 8)`).
  static func shape(_ name: String) -> ViewConstructor {
    ViewConstructor(typeName: name, labels: ["cornerRadius", "style"]) { _, _ in .plainView }
  }

  /// `UIButton(title:font:)`, `UIButton(type: .system)`, `UIButton(configuration:primaryAction:)`
  /// (its title set later, as `setTitle(_:for:)` does) or `Button(_:font:)`.
  static func button(titleLabel: String) -> ViewConstructor {
    ViewConstructor(typeName: "UIButton", labels: [titleLabel, "font", "type", "action", "configuration", "primaryAction", "{}"]) { evaluator, arguments throws(Diagnostic) in
      let title = titleLabel == "_" ? arguments.positional(0) : arguments[titleLabel]
      // SwiftUI's `Button("Go") { … }` is Body text, which follows the Dynamic Type size; UIKit's keeps its 16.
      let plain = titleLabel == "_" && evaluator.semanticsChoice.semantics == .swiftUI ? evaluator.plainTextFont : 16
      return .button(title: try evaluator.string(title, default: ""), font: arguments["font"] == nil ? plain : try evaluator.font(arguments["font"]))
    }
  }
}

extension Evaluator {
  /// The size of `width:` and `height:` (a missing side is 0), or nil when neither is given.
  func explicitSize(_ arguments: Arguments) throws(Diagnostic) -> Size? {
    guard arguments.hasAny(of: ["width", "height"]) else { return nil }
    return Size(width: try length(arguments["width"], default: 0, .viewSize) ?? 0, height: try length(arguments["height"], default: 0, .viewSize) ?? 0)
  }

  /// The size an image gives an image view: 24×24 for an image, or for a placeholder standing
  /// for one (`UIImageView(image: avatarIcon)` of a fragment that never declares `avatarIcon`);
  /// nothing for `nil`.
  func imageSize(_ value: Value) -> Size {
    switch value {
    case .image: return Size(width: 24, height: 24)
    case .view(let id) where viewTable.views[id].isPlaceholder: return Size(width: 24, height: 24)
    default: return .zero
    }
  }

  /// A font size: a positive finite number, 16 by default.
  func font(_ argument: EvaluatedArgument?) throws(Diagnostic) -> Double {
    let size = try number(argument, default: 16)
    guard size.isFinite, size > 0 else { throw mismatch(argument!, "a positive font size") }
    return size
  }
}
