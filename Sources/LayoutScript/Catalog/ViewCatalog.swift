import LayoutEngine

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
      "UIView": sizable("UIView") { $0.map(LeafKind.sizedView) ?? .plainView },
      "View": sizable("UIView") { $0.map(LeafKind.sizedView) ?? .plainView },
      "UIImageView": sizable("UIImageView") { .fixed($0 ?? .zero) },
      "Image": sizable("UIImageView") { .fixed($0 ?? .zero) },
      "UIButton": button(titleLabel: "title"),
      "Button": button(titleLabel: "_"),
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

  /// `UIButton(title:font:)` or `Button(_:font:)`.
  private static func button(titleLabel: String) -> ViewConstructor {
    ViewConstructor(typeName: "UIButton", labels: [titleLabel, "font"]) { evaluator, arguments throws(Diagnostic) in
      let title = titleLabel == "_" ? arguments.positional(0) : arguments[titleLabel]
      return .button(title: try evaluator.string(title, default: ""), font: try evaluator.font(arguments["font"]))
    }
  }

  /// A view with optional `width:` and `height:` (missing sides are 0).
  private static func sizable(_ typeName: String, _ kind: @escaping @Sendable (Size?) -> LeafKind) -> ViewConstructor {
    ViewConstructor(typeName: typeName, labels: ["width", "height"]) { evaluator, arguments throws(Diagnostic) in
      guard arguments.hasAny(of: ["width", "height"]) else { return kind(nil) }
      return kind(Size(width: try evaluator.number(arguments["width"], default: 0),
                       height: try evaluator.number(arguments["height"], default: 0)))
    }
  }
}

extension Evaluator {
  /// A font size: a positive finite number, 16 by default.
  func font(_ argument: EvaluatedArgument?) throws(Diagnostic) -> Double {
    let size = try number(argument, default: 16)
    guard size.isFinite, size > 0 else { throw mismatch(argument!, "a positive font size") }
    return size
  }
}
