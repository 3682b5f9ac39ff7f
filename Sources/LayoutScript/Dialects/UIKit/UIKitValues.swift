import LayoutCore

/// Built-ins for pasted UIKit code: images, colours, fonts, insets, priorities and QuickLayout's `LazyView`.
extension UIKitDialect {
  static let values: [String: BuiltinFunction] = [
    "UIEdgeInsets": BuiltinFunction(labels: ["top", "left", "bottom", "right"]) { e, a throws(Diagnostic) in
      .insets(EdgeInsets(top: try e.number(a["top"], default: 0), left: try e.number(a["left"], default: 0),
                         bottom: try e.number(a["bottom"], default: 0), right: try e.number(a["right"], default: 0)),
              followsDirection: false)
    },
    "UILayoutPriority": BuiltinFunction(labels: ["rawValue", "_"]) { e, a throws(Diagnostic) in
      guard let argument = a["rawValue"] ?? a.positional(0) else {
        throw Diagnostic("'UILayoutPriority' needs a value", at: a.location, hint: "write UILayoutPriority(rawValue: 751)")
      }
      return .number(try e.number(argument, default: 0))
    },
    // `withConfiguration:` (a symbol's point size and weight) and `compatibleWith:`/`in:` (traits, a bundle): the image is a placeholder of its own size.
    "UIImage": BuiltinFunction(labels: ["systemName", "named", "_", "image", "withConfiguration", "compatibleWith", "in"]) { e, a throws(Diagnostic) in
      guard let image = a["image"] else { return .image }
      // `UIImage(image: avatarIcon)`, printed so in QuickLayout's docs where an image view is
      // meant: UIKit has no such initialiser, so it is read as the image view, and said so.
      e.warnings.append(Diagnostic("UIKit has no UIImage(image:); read as UIImageView(image:), the image view it stands for",
                                   at: image.location, hint: "write UIImageView(image: …)", severity: .warning))
      return try e.createView(Vocabulary.views["UIImageView"]!, Arguments(items: [image], callee: "UIImageView", location: a.location))
    },
    // `UIColor { trait in … }` (`init(dynamicProvider:)`): a colour per appearance, which no layout reads.
    "UIColor": BuiltinFunction(labels: ["red", "green", "blue", "alpha", "white", "named", "dynamicProvider", "{}"]) { e, a throws(Diagnostic) in
      if let named = a["named"] { return .color(try e.string(named, default: "")) }
      if a["dynamicProvider"] != nil || a.trailingClosure != nil { return .color("dynamic") }
      let white = try e.optionalNumber(a["white"])
      let components = [a["red"], a["green"], a["blue"]]
      var hex = "#"
      for component in components {
        var value = try e.number(component, default: 0)
        if let white { value = white }
        let byte = Int((min(max(value.isFinite ? value : 0, 0), 1) * 255).rounded())
        hex += String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
      return .color(hex)
    },
    // `UIFont(descriptor: d, size: 0)`: "0.0 … keeps the point size of the descriptor" (UIFont's reference); a descriptor is its size here.
    "UIFont": BuiltinFunction(labels: ["name", "size", "descriptor"]) { e, a throws(Diagnostic) in
      if let descriptor = a["descriptor"], (try e.number(a["size"], default: 0)) == 0 { return .number(try e.font(descriptor)) }
      return .number(try e.font(a["size"]))
    },
    // `UIFontMetrics(forTextStyle: .body)`: scales fonts and lengths as that text style scales (`scaledFont(for:)`).
    "UIFontMetrics": BuiltinFunction(labels: ["forTextStyle"]) { e, a throws(Diagnostic) in
      let style = try e.choice(a["forTextStyle"], default: TextStyle.body, Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0.uikitName, $0) }))
      return .structure(StructValue(typeName: "UIFontMetrics", fields: [("style", .member(style.uikitName))]))
    },
    // `UIBlurEffect(style: .systemMaterial)`, `UIVibrancyEffect(blurEffect:style:)`: how an effect view looks, nothing to lay out.
    "UIBlurEffect": BuiltinFunction(labels: ["style"]) { _, _ throws(Diagnostic) in .void },
    "UIVibrancyEffect": BuiltinFunction(labels: ["blurEffect", "style"]) { _, _ throws(Diagnostic) in .void },
    "LazyView": BuiltinFunction(labels: ["_", "{}"]) { e, a throws(Diagnostic) in try e.lazyView(a) },
  ]
}

extension UIKitDialect {
  /// UIImage's methods that return a variant of the image of the same size (UIImage's reference:
  /// `withRenderingMode(_:)` "returns a new version of the current image with the specified
  /// rendering mode", `withTintColor(_:)`, `withConfiguration(_:)` and
  /// `applyingSymbolConfiguration(_:)` a symbol's look, the flips, `resizableImage(withCapInsets:)`
  /// how it stretches): an image is a 24×24 placeholder here, so each is the image itself.
  static let imageVariants: Set<String> = [
    "withRenderingMode", "withTintColor", "withConfiguration", "applyingSymbolConfiguration", "imageFlippedForRightToLeftLayoutDirection",
    "withHorizontallyFlippedOrientation", "resizableImage", "withBaselineOffset", "imageWithoutBaseline",
  ]
}

extension Evaluator {
  /// `.systemFont(ofSize: 18)`, `UIFont.monospacedDigitSystemFont(ofSize:weight:)`,
  /// `.preferredFont(forTextStyle: .headline)`: the font's point size, or nil for another name.
  func fontFunction(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    if name == "preferredFont" {
      if let opaque = try opaqueCall(name, of: "UIFont", arguments, labels: ["forTextStyle", "compatibleWith"]) { return opaque }
      try arguments.check(["forTextStyle", "compatibleWith"])
      // The style's size at the evaluation's Dynamic Type size (`TextStyle`), Body when none is given.
      let style = try choice(arguments["forTextStyle"], default: TextStyle.body,
                             Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0.uikitName, $0) }))
      return .number(style.pointSize(at: dynamicTypeSize))
    }
    if name == "system" {
      // `.system(size: 24, weight: .bold)`, or SwiftUI's `.system(.title, design: .rounded)`.
      try arguments.check(["_", "size", "weight", "design"])
      if let style = arguments.positional(0) { return fontSize(style) }
      return .number(try font(arguments["size"]))
    }
    guard let labels = UIKitCalls.fontFunctions[name] else { return nil }
    if let opaque = try opaqueCall(name, of: "UIFont", arguments, labels: labels) { return opaque }
    try arguments.check(labels)
    return .number(try font(arguments["ofSize"]))
  }
}

extension Evaluator {
  /// `metrics.scaledFont(for: font)` and `metrics.scaledValue(for: 20)`: the size times the ratio
  /// of the text style's point size at the evaluation's Dynamic Type size to its size at Large
  /// (UIFontMetrics' reference: "scales … based on the current Dynamic Type setting", relative to
  /// the style's size at the default content size category, `.large`); `scaledFont(for:maximumPointSize:)`
  /// no larger than its maximum ("the maximum point size allowed for the font"); nil for another method.
  func fontMetricsMethod(_ name: String, of metrics: StructValue, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard ["scaledFont", "scaledValue"].contains(name), case .member(let styleName)? = metrics["style"],
          let style = TextStyle.uikit(styleName) else { return nil }
    try arguments.check(name == "scaledFont" ? ["for", "maximumPointSize", "compatibleWith"] : ["for", "compatibleWith"])
    let size = try number(try required(arguments, "for", name == "scaledFont" ? "a font" : "a value"), default: 0)
    let scaled = size * style.pointSize(at: dynamicTypeSize) / style.pointSize(at: .large)
    return .number(min(scaled, try number(arguments["maximumPointSize"], default: .infinity)))
  }
}

extension String {
  /// The string with zeros before it up to `width` characters.
  func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(width - count, 0)) + self }
}
