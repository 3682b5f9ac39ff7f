import LayoutCore

/// QuickLayout's modifiers (SPEC 2), which SwiftUI shares: `.padding(8)`, `.frame(width:)`, ….
extension QuickLayoutDialect {
  static let modifiers: [String: ModifierEntry] = [
    "padding": ModifierEntry(labels: ["_", "_", "ignoringLayoutDirection"]) { e, base, a throws(Diagnostic) in
      let (insets, follows) = try e.paddingInsets(a)
      return try e.modified(base, .padding(insets, followsDirection: follows), a)
    },
    "offset": ModifierEntry(labels: ["_", "x", "y"]) { e, base, a throws(Diagnostic) in
      // SwiftUI's `offset(_ offset: CGSize)`, `.zero` included.
      if let offset = try e.size(a.positional(0)) {
        return try e.modified(base, .offset(x: offset.width, y: offset.height), a)
      }
      return try e.modified(base, .offset(x: try e.number(a["x"], default: 0), y: try e.number(a["y"], default: 0)), a)
    },
    "frame": ModifierEntry(labels: ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]) { e, base, a throws(Diagnostic) in
      try e.modified(base, try e.frame(a), a)
    },
    "layoutPriority": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      try e.modified(base, .layoutPriority(try e.number(try e.required(a, 0, "a priority"), default: 0)), a)
    },
    "fixedSize": ModifierEntry(labels: ["axis", "horizontal", "vertical"]) { e, base, a throws(Diagnostic) in
      var axes = try e.axes(a["axis"])
      if a.hasAny(of: ["horizontal", "vertical"]) {
        axes = (try e.bool(a["horizontal"], default: false), try e.bool(a["vertical"], default: false))
      }
      return try e.modified(base, .fixedSize(horizontal: axes.horizontal, vertical: axes.vertical), a)
    },
    "resizable": ModifierEntry(labels: ["axis"]) { e, base, a throws(Diagnostic) in
      let leaf = try e.leaf(base, for: a)
      let axes = try e.axes(a["axis"])
      return try e.built(.resizable(leaf, horizontal: axes.horizontal, vertical: axes.vertical), depth: 2, at: a.location)
    },
    "expand": ModifierEntry(labels: ["by"]) { e, base, a throws(Diagnostic) in
      let leaf = try e.leaf(base, for: a)
      guard let size = try e.size(a["by"]) else { throw Diagnostic("expand needs by: CGSize(width:height:)", at: a.location) }
      return try e.built(.expand(leaf, by: size.finiteOrZero), depth: 2, at: a.location)
    },
    "aspectRatio": ModifierEntry(labels: ["_", "contentMode"]) { e, base, a throws(Diagnostic) in
      // No ratio (SwiftUI's `aspectRatio(contentMode:)`): the content's own, written NaN.
      let ratio: Double
      switch a.positional(0)?.value {
      case .size(let size)?: ratio = size.width / size.height
      case nil: ratio = .nan
      default: ratio = try e.number(a.positional(0), default: 1)
      }
      let mode = try e.choice(a["contentMode"], default: ContentMode.fit, ["fit": .fit, "fill": .fill])
      return try e.modified(base, .aspectRatio(ratio, mode), a)
    },
    "scaledToFit": ModifierEntry(labels: []) { e, base, a throws(Diagnostic) in
      try e.modified(base, .aspectRatio(.nan, .fit), a)
    },
    "scaledToFill": ModifierEntry(labels: []) { e, base, a throws(Diagnostic) in
      try e.modified(base, .aspectRatio(.nan, .fill), a)
    },
    "constrainedSize": ModifierEntry(labels: ["maxWidth", "maxHeight"]) { e, base, a throws(Diagnostic) in
      try e.modified(base, .constrainedSize(maxWidth: try e.optionalNumber(a["maxWidth"]), maxHeight: try e.optionalNumber(a["maxHeight"])), a)
    },
    "alignmentGuide": ModifierEntry(labels: ["_", "computeValue", "{}"]) { e, base, a throws(Diagnostic) in
      let guideArgument = try e.required(a, 0, "an alignment")
      let id = try e.guide(guideArgument.value, at: guideArgument.location)
      guard let closureArgument = a["computeValue"] ?? a.trailingClosure, case .closure(let closure) = closureArgument.value else {
        throw Diagnostic("alignmentGuide needs a closure computing the guide", at: a.location,
                         hint: "write .alignmentGuide(.top) { d in d[.bottom] }")
      }
      return try e.modified(base, .alignmentGuide(id, try e.guideFunction(closure, axis: id.axis)), a)
    },
    "overlay": layer(.overlay),
    "background": layer(.background),
    "idealLayout": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      guard case .layout(.stack(var stack), let depth) = base.value else {
        throw Diagnostic("idealLayout() applies only to an HStack or a VStack, not \(base.value.typeDescription)",
                         at: a.location, hint: "put it directly after the stack's closing brace")
      }
      stack.idealLayout = try e.bool(a.positional(0), default: true)
      return .layout(.stack(stack), depth: depth)
    },
    "gridCellAnchor": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      let argument = try e.required(a, 0, "an alignment or a UnitPoint")
      let anchor: GridCellAnchor
      if case .unitPoint(let point) = argument.value {
        anchor = .unitPoint(point)
      } else {
        anchor = .alignment(try e.alignment(argument, default: .center))
      }
      return try e.modified(base, .gridCellAnchor(anchor), a)
    },
    "gridColumnAlignment": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      try e.modified(base, .gridColumnAlignment(try e.horizontal(try e.required(a, 0, "a HorizontalAlignment"), default: .center)), a)
    },
    "layoutValue": ModifierEntry(labels: ["key", "value"]) { e, base, a throws(Diagnostic) in
      try e.layoutValueModifier(base, a)
    },
    "gridCellColumns": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      let argument = try e.required(a, 0, "a column count")
      let count = try e.integer(argument, default: 1)
      guard count >= 1, count <= 1_000 else { throw e.mismatch(argument, "a column count from 1 to 1000") }
      return try e.modified(base, .gridCellColumns(count), a)
    },
    "gridCellUnsizedAxes": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      let axes = try e.axes(try e.required(a, 0, "the axes, .horizontal or .vertical"))
      return try e.modified(base, .gridCellUnsizedAxes(horizontal: axes.horizontal, vertical: axes.vertical), a)
    },
    "layoutDirection": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      let direction = try e.choice(try e.required(a, 0, "a layout direction"), default: LayoutDirection.leftToRight,
                                   ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft])
      return try e.modified(base, .layoutDirection(direction), a)
    },
    "named": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      let id: Int
      switch base.value {
      case .view(let view): id = view
      // A view made resizable (or expanded) is still that view: `Image("p").resizable().named("p")`.
      case .layout(.resizable(let view, _, _), _), .layout(.expand(let view, _), _): id = view.id
      default: throw Diagnostic(".named(_:) applies only to a view, not \(base.value.typeDescription)", at: a.location)
      }
      let name = try e.string(try e.required(a, 0, "a name"), default: "")
      guard !name.isEmpty else { throw Diagnostic("a view name cannot be empty", at: a.location) }
      try e.rename(id, to: name, at: a.location)
      return base.value
    },
  ]

  /// `.overlay(alignment:) { … }` or `.background(alignment:) { … }`.
  private static func layer(_ placement: LayerPlacement) -> ModifierEntry {
    ModifierEntry(labels: ["_", "alignment", "content", "in", "ignoresSafeAreaEdges", "{}"]) { e, base, a throws(Diagnostic) in
      let alignment = try e.alignment(a["alignment"], default: .center)
      let content: (element: Element, depth: Int)
      if let view = a.positional(0) {
        // A ShapeStyle (`.blue.opacity(0.2)`, `.thinMaterial`) is the fill it draws (SwiftUIShapeStyles).
        let value = try e.shapeStyleView(view.value, in: a["in"], at: view.location) ?? view.value
        content = try e.element(Child(value: value, location: view.location), for: "the \(placement.rawValue)")
      } else {
        content = try e.builderElement(try e.layoutBlock(a), at: a.location)
      }
      let target = try e.element(base, for: "the target of .\(placement.rawValue)")
      return try e.built(.modified(target.element, .layer(content.element, placement, alignment)),
                         depth: max(target.depth, content.depth) + 1, at: a.location)
    }
  }
}
