import LayoutCore

extension QuickLayoutDialect {
  /// QuickLayout's containers (SPEC 2), which SwiftUI shares: stacks, flows, grids, spacers, groups, `ForEach`.
  static let containers: [String: BuiltinFunction] = [
    "HStack": BuiltinFunction(labels: ["alignment", "spacing", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.stack(.horizontal, alignment: try e.vertical(a["alignment"], default: .center).id, a)
    },
    "VStack": BuiltinFunction(labels: ["alignment", "spacing", "content", "{}"]) { e, a throws(Diagnostic) in
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
    "EmptyLayout": BuiltinFunction(labels: []) { e, a throws(Diagnostic) in try e.built(.empty, depth: 1, at: a.location) },
    "Group": BuiltinFunction(labels: ["content", "{}"]) { e, a throws(Diagnostic) in .group(try e.layoutBlock(a), .builder) },
    "ForEach": BuiltinFunction(labels: ["_", "id", "content", "{}"]) { e, a throws(Diagnostic) in try e.forEach(a) },
  ]
}
