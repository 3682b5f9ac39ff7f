import LayoutCore

extension SwiftUIDialect {
  /// SwiftUI's containers beyond QuickLayout's: lazy stacks and grids, `ScrollView`, `GeometryReader`, `ViewThatFits`.
  static let containers: [String: BuiltinFunction] = [
    // SwiftUI's lazy stacks create their views when shown; laid out, they are stacks.
    "LazyHStack": BuiltinFunction(labels: ["alignment", "spacing", "pinnedViews", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.stack(.horizontal, alignment: try e.vertical(a["alignment"], default: .center).id, a)
    },
    "LazyVStack": BuiltinFunction(labels: ["alignment", "spacing", "pinnedViews", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.stack(.vertical, alignment: try e.horizontal(a["alignment"], default: .center).id, a)
    },
    "GeometryReader": BuiltinFunction(labels: ["content", "{}"]) { e, a throws(Diagnostic) in
      try e.geometryReader(a)
    },
    // QuickLayoutKit's `ScrollView(scrollView, .vertical) { … }` first names the UIScrollView that
    // hosts the content (its `ScrollView(_:_:showsIndicators:content:)`): the axis comes after it.
    "ScrollView": BuiltinFunction(labels: ["_", "showsIndicators", "content", "{}"]) { e, a throws(Diagnostic) in
      var axisArgument = a.positional(0)
      if case .view = axisArgument?.value { axisArgument = a.positional(1) }
      let axis = try e.choice(axisArgument, default: Axis.vertical, ["vertical": .vertical, "horizontal": .horizontal])
      let children = try e.elements(try e.layoutBlock(a))
      return try e.built(.swiftUI(.scrollView(axis), children.list), depth: children.depth + 1, at: a.location)
    },
    "LazyVGrid": BuiltinFunction(labels: ["columns", "alignment", "spacing", "pinnedViews", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.lazyGrid(.vertical, a)
    },
    "LazyHGrid": BuiltinFunction(labels: ["rows", "alignment", "spacing", "pinnedViews", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.lazyGrid(.horizontal, a)
    },
    "List": BuiltinFunction(labels: ["_", "id", "selection", "content", "rowContent", "{}"]) { e, a throws(Diagnostic) in try e.list(a) },
    "Form": BuiltinFunction(labels: ["content", "{}"]) { e, a throws(Diagnostic) in try e.list(a) },
    "Section": BuiltinFunction(labels: ["_", "isExpanded", "content", "header", "footer", "{}"]) { e, a throws(Diagnostic) in try e.section(a) },
    "GridItem": BuiltinFunction(labels: ["_", "spacing", "alignment"]) { e, a throws(Diagnostic) in try e.gridItem(a) },
    "ViewThatFits": BuiltinFunction(labels: ["in", "content", "{}"]) { e, a throws(Diagnostic) in
      let axes = try e.axes(a["in"])
      let children = try e.elements(try e.layoutBlock(a))
      guard !children.list.isEmpty else { throw Diagnostic("ViewThatFits needs at least one view to choose", at: a.location) }
      return try e.built(.swiftUI(.viewThatFits(horizontal: axes.horizontal, vertical: axes.vertical), children.list),
                         depth: children.depth + 1, at: a.location)
    },
  ]
}
