import LayoutCore

/// A built-in callable: a container, a value constructor or a function.
struct BuiltinFunction: Sendable {
  /// The accepted argument labels (`_` for an unlabelled one, `{}` for a trailing closure).
  var labels: [String]
  var call: @Sendable (Evaluator, Arguments) throws(Diagnostic) -> Value
}

/// The one table of built-in callables other than views: containers (SPEC 2), `canvas`, the
/// value types of SPEC 1.2 and `min`/`max`.
enum Builtins {
  static let functions: [String: BuiltinFunction] = containers.merging(values) { first, _ in first }
    .merging(uikit) { first, _ in first }.merging(GeometryBuiltins.functions) { first, _ in first }
    .merging(TextBuiltins.functions) { first, _ in first }

  private static let containers: [String: BuiltinFunction] = [
    "HStack": BuiltinFunction(labels: ["alignment", "spacing", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.stack(.horizontal, alignment: try e.vertical(a["alignment"], default: .center).id, a)
    },
    "VStack": BuiltinFunction(labels: ["alignment", "spacing", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.stack(.vertical, alignment: try e.horizontal(a["alignment"], default: .center).id, a)
    },
    // SwiftUI's lazy stacks create their views when shown; laid out, they are stacks.
    "LazyHStack": BuiltinFunction(labels: ["alignment", "spacing", "pinnedViews", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.stack(.horizontal, alignment: try e.vertical(a["alignment"], default: .center).id, a)
    },
    "LazyVStack": BuiltinFunction(labels: ["alignment", "spacing", "pinnedViews", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.stack(.vertical, alignment: try e.horizontal(a["alignment"], default: .center).id, a)
    },
    "ZStack": BuiltinFunction(labels: ["alignment", "content", "{}"]) { e, a throws(Diagnostic) in
      let alignment = try e.alignment(a["alignment"], default: .center)
      let children = try e.elements(try e.layoutBlock(a))
      return try e.built(.zStack(ZStack(alignment: alignment, children: children.list)), depth: children.depth + 1, at: a.location)
    },
    "HFlow": BuiltinFunction(labels: ["itemAlignment", "lineAlignment", "itemSpacing", "lineSpacing", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.flow(.horizontal, item: try e.vertical(a["itemAlignment"], default: .center).id,
                 line: try e.horizontal(a["lineAlignment"], default: .center).id, a)
    },
    "VFlow": BuiltinFunction(labels: ["itemAlignment", "lineAlignment", "itemSpacing", "lineSpacing", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.flow(.vertical, item: try e.horizontal(a["itemAlignment"], default: .center).id,
                 line: try e.vertical(a["lineAlignment"], default: .center).id, a)
    },
    "Grid": BuiltinFunction(labels: ["alignment", "horizontalSpacing", "verticalSpacing", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.grid(a)
    },
    "GridRow": BuiltinFunction(labels: ["alignment", "content", "{}"]) { e, a throws(Diagnostic) in
      let alignment = a["alignment"] == nil ? nil : try e.vertical(a["alignment"], default: .center)
      let children = try e.elements(try e.layoutBlock(a))
      try e.countElement(at: a.location)
      return .gridRow(GridRow(alignment: alignment, children: children.list), depth: children.depth + 1)
    },
    "Spacer": BuiltinFunction(labels: ["_", "minLength"]) { e, a throws(Diagnostic) in
      if let minimum = a["minLength"], e.semanticsChoice.semantics == .swiftUI {
        return try e.built(.spacer(length: try e.optionalNumber(minimum)), depth: 1, at: a.location)
      }
      if let minimum = a["minLength"] {
        guard a.positional(0) == nil else { throw Diagnostic("use either Spacer(n) or Spacer(minLength: n)", at: minimum.location) }
        let length = try e.number(minimum, default: 0)
        let pair = [try e.built(.spacer(length: nil), depth: 1, at: a.location), try e.built(.spacer(length: length), depth: 1, at: a.location)]
        return .group(pair.map { Child(value: $0, location: a.location) }, .spacerMinLength)
      }
      return try e.built(.spacer(length: try e.optionalNumber(a.positional(0))), depth: 1, at: a.location)
    },
    "GeometryReader": BuiltinFunction(labels: ["content", "{}"]) { e, a throws(Diagnostic) in
      try e.geometryReader(a)
    },
    "ScrollView": BuiltinFunction(labels: ["_", "showsIndicators", "content", "{}"]) { e, a throws(Diagnostic) in
      let axis = try e.choice(a.positional(0), default: Axis.vertical, ["vertical": .vertical, "horizontal": .horizontal])
      let children = try e.elements(try e.layoutBlock(a))
      return try e.built(.swiftUI(.scrollView(axis), children.list), depth: children.depth + 1, at: a.location)
    },
    "LazyVGrid": BuiltinFunction(labels: ["columns", "alignment", "spacing", "pinnedViews", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.lazyGrid(.vertical, a)
    },
    "LazyHGrid": BuiltinFunction(labels: ["rows", "alignment", "spacing", "pinnedViews", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.lazyGrid(.horizontal, a)
    },
    "GridItem": BuiltinFunction(labels: ["_", "spacing", "alignment"]) { e, a throws(Diagnostic) in try e.gridItem(a) },
    "ViewThatFits": BuiltinFunction(labels: ["in", "content", "{}"]) { e, a throws(Diagnostic) in
      let axes = try e.axes(a["in"])
      let children = try e.elements(try e.layoutBlock(a))
      guard !children.list.isEmpty else { throw Diagnostic("ViewThatFits needs at least one view to choose", at: a.location) }
      return try e.built(.swiftUI(.viewThatFits(horizontal: axes.horizontal, vertical: axes.vertical), children.list),
                         depth: children.depth + 1, at: a.location)
    },
    "EmptyLayout": BuiltinFunction(labels: []) { e, a throws(Diagnostic) in try e.built(.empty, depth: 1, at: a.location) },
    "Group": BuiltinFunction(labels: ["content", "{}"]) { e, a throws(Diagnostic) in .group(try e.layoutBlock(a), .builder) },
    "ForEach": BuiltinFunction(labels: ["_", "id", "content", "{}"]) { e, a throws(Diagnostic) in try e.forEach(a) },
  ]

  private static let values: [String: BuiltinFunction] = [
    "canvas": BuiltinFunction(labels: ["width", "height", "mode", "scale", "direction", "alignment", "semantics", "view"]) { e, a throws(Diagnostic) in
      try e.setCanvas(a)
      return .void
    },
    "CGSize": BuiltinFunction(labels: ["width", "height"]) { e, a throws(Diagnostic) in
      .size(Size(width: try e.number(a["width"], default: 0), height: try e.number(a["height"], default: 0)))
    },
    "EdgeInsets": BuiltinFunction(labels: ["top", "leading", "bottom", "trailing"]) { e, a throws(Diagnostic) in
      .insets(EdgeInsets(top: try e.number(a["top"], default: 0), left: try e.number(a["leading"], default: 0),
                         bottom: try e.number(a["bottom"], default: 0), right: try e.number(a["trailing"], default: 0)),
              followsDirection: true)
    },
    "UIEdgeInsets": BuiltinFunction(labels: ["top", "left", "bottom", "right"]) { e, a throws(Diagnostic) in
      .insets(EdgeInsets(top: try e.number(a["top"], default: 0), left: try e.number(a["left"], default: 0),
                         bottom: try e.number(a["bottom"], default: 0), right: try e.number(a["right"], default: 0)),
              followsDirection: false)
    },
    "Alignment": BuiltinFunction(labels: ["horizontal", "vertical"]) { e, a throws(Diagnostic) in
      .alignment(Alignment(horizontal: try e.horizontal(a["horizontal"], default: .center),
                           vertical: try e.vertical(a["vertical"], default: .center)))
    },
    "UnitPoint": BuiltinFunction(labels: ["x", "y"]) { e, a throws(Diagnostic) in
      .unitPoint(UnitPoint(x: try e.number(a["x"], default: 0), y: try e.number(a["y"], default: 0)))
    },
    "VerticalAlignment": alignmentConstructor("VerticalAlignment"),
    "HorizontalAlignment": alignmentConstructor("HorizontalAlignment"),
    "min": numeric { $0.min()! },
    "max": numeric { $0.max()! },
    "abs": BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in .number(abs(try e.number(a.positional(0), default: 0))) },
    "CGFloat": conversion { $0 },
    "UILayoutPriority": BuiltinFunction(labels: ["rawValue", "_"]) { e, a throws(Diagnostic) in
      guard let argument = a["rawValue"] ?? a.positional(0) else {
        throw Diagnostic("'UILayoutPriority' needs a value", at: a.location, hint: "write UILayoutPriority(rawValue: 751)")
      }
      return .number(try e.number(argument, default: 0))
    },
    "Double": conversion { $0 },
    "Int": conversion { $0.rounded(.towardZero) },
    "Array": BuiltinFunction(labels: ["_", "repeating", "count"]) { e, a throws(Diagnostic) in
      if let item = a["repeating"] {
        guard let count = a["count"] else { throw Diagnostic("Array(repeating:count:) needs its count", at: a.location) }
        let times = try e.integer(count, default: 0)
        guard (0...e.limits.stringLength).contains(times) else {
          throw Diagnostic("the count must be between 0 and \(e.limits.stringLength), the limit of an array's items", at: count.location)
        }
        return .array(Array(repeating: item.value, count: times))
      }
      let items = try e.required(a, 0, "a sequence")
      return .array(try e.sequence(items.value, at: items.location))
    },
    // `let id = UUID()` of an Identifiable struct: an identity, which never reaches the layout.
    "UUID": BuiltinFunction(labels: []) { _, _ throws(Diagnostic) in .string("UUID") },
  ]

  /// `min(a, b, …)` and `max(a, b, …)`.
  private static func numeric(_ reduce: @escaping @Sendable ([Double]) -> Double) -> BuiltinFunction {
    BuiltinFunction(labels: Array(repeating: "_", count: 16)) { e, a throws(Diagnostic) in
      guard a.items.count >= 2 else { throw Diagnostic("'\(a.callee)' needs at least two numbers", at: a.location) }
      var numbers: [Double] = []
      for item in a.items { numbers.append(try e.number(item, default: 0)) }
      return .number(reduce(numbers))
    }
  }

  /// `CGFloat(x)`, `Double(x)`, `Int(x)`.
  private static func conversion(_ convert: @escaping @Sendable (Double) -> Double) -> BuiltinFunction {
    BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in
      guard let argument = a.positional(0) else { throw Diagnostic("'\(a.callee)' needs a number", at: a.location) }
      return .number(convert(try e.number(argument, default: 0)))
    }
  }

  /// `VerticalAlignment { d in … }` outside an extension: explains where it belongs.
  private static func alignmentConstructor(_ typeName: String) -> BuiltinFunction {
    BuiltinFunction(labels: ["_", "{}"]) { _, a throws(Diagnostic) in
      throw Diagnostic("custom alignments are declared in an extension", at: a.location,
                       hint: "write `extension \(typeName) { static let name = \(typeName) { d in … } }`")
    }
  }
}
