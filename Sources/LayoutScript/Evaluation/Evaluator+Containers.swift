import LayoutCore

/// The containers of SPEC 2 and `canvas(…)`, built from their arguments.
extension Evaluator {
  func stack(_ axis: Axis, alignment: AlignmentID, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let spacing = try length(arguments["spacing"], default: nil, .gap)
    let children = try elements(try layoutBlock(arguments))
    return try built(.stack(Stack(axis: axis, alignment: alignment, spacing: spacing, children: children.list)),
                     depth: children.depth + 1, at: arguments.location)
  }

  func flow(_ axis: Axis, item: AlignmentID, line: AlignmentID, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let children = try elements(try layoutBlock(arguments))
    let flow = Flow(axis: axis, itemAlignment: item, lineAlignment: line,
                    itemSpacing: try length(arguments["itemSpacing"], default: 0, .gap) ?? 0,
                    lineSpacing: try length(arguments["lineSpacing"], default: 0, .gap) ?? 0, children: children.list)
    return try built(.flow(flow), depth: children.depth + 1, at: arguments.location)
  }

  /// `Grid { GridRow { … } … }`; a view written outside a GridRow is a row of its own that
  /// SwiftUI spans across every column.
  func grid(_ arguments: Arguments) throws(Diagnostic) -> Value {
    let alignment = try self.alignment(arguments["alignment"], default: .center)
    var rows: [GridRow] = []
    var depth = 0
    func collect(_ children: [Child]) throws(Diagnostic) {
      for child in children {
        switch child.value {
        case .gridRow(let row, let rowDepth):
          rows.append(row)
          depth = max(depth, rowDepth)
        case .group(let members, .builder):
          try collect(members)
        default:
          let view = try elements([child])
          rows.append(contentsOf: view.list.map { GridRow(children: [$0], spansAllColumns: true) })
          depth = max(depth, view.depth + 1)
        }
      }
    }
    try collect(try layoutBlock(arguments))
    let grid = Grid(alignment: alignment, horizontalSpacing: try length(arguments["horizontalSpacing"], default: nil, .gap),
                    verticalSpacing: try length(arguments["verticalSpacing"], default: nil, .gap), rows: rows)
    return try built(.grid(grid), depth: depth + 1, at: arguments.location)
  }

  /// `ForEach(items) { item in … }` or `ForEach(views)`: children spliced into the container.
  func forEach(_ arguments: Arguments) throws(Diagnostic) -> Value {
    guard let data = arguments.positional(0) else {
      throw Diagnostic("ForEach needs the items to go through", at: arguments.location, hint: "write ForEach(items) { item in … }")
    }
    let items = try sequence(data.value, at: data.location)
    guard let body = arguments.trailingClosure ?? arguments["content"] else {
      return .group(items.map { Child(value: $0, location: data.location) }, .builder)
    }
    guard case .closure(let closure) = body.value else { throw mismatch(body, "a closure { item in … }") }
    guard closure.parameters.count <= 2 else {
      throw Diagnostic("ForEach's closure takes one item, not \(closure.parameters.count) parameters", at: closure.location,
                       hint: "write { item in … }, or { index, item in … } over items.enumerated()")
    }
    var children: [Child] = []
    for item in items {
      // `{ index, item in … }` over `items.enumerated()`: Swift passes a pair's parts as parameters.
      var arguments = [item]
      if closure.parameters.count > 1, case .structure(let pair) = item, pair.typeName == nil, pair.fields.count == closure.parameters.count {
        arguments = pair.fields.map(\.value)
      }
      let built = try invoke(closure, arguments: arguments, at: body.location)
      // An item whose content builds nothing (an `if` not taken) adds no view, as a view builder's empty block.
      if case .void = built { continue }
      children.append(Child(value: built, location: body.location))
    }
    return .group(children, .builder)
  }

  /// `canvas(width:height:mode:scale:direction:alignment:semantics:view:)`; every argument optional.
  func setCanvas(_ arguments: Arguments) throws(Diagnostic) {
    var canvas = Canvas()
    canvas.dynamicTypeSize = self.canvas.dynamicTypeSize  // the run's (`--dynamic-type`), which no argument sets
    canvas.width = try number(arguments["width"], default: canvas.width)
    canvas.height = try number(arguments["height"], default: canvas.height)
    canvas.mode = try choice(arguments["mode"], default: .exact, ["exact": .exact, "fit": .fit])
    canvas.scale = try number(arguments["scale"], default: canvas.scale)
    guard canvas.scale.isFinite, canvas.scale > 0 else { throw mismatch(arguments["scale"]!, "a positive scale") }
    canvas.direction = try choice(arguments["direction"], default: .leftToRight,
                                  ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft])
    canvas.alignment = try alignment(arguments["alignment"], default: .center)
    if let view = arguments["view"] { namedView = (try string(view, default: ""), view.location) }
    if let safeArea = arguments["safeArea"] {
      // `safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)`: a device's status bar and home indicator.
      guard case .insets(let insets, _) = safeArea.value,
            [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        throw mismatch(safeArea, "a UIEdgeInsets of finite insets of 0 or more")
      }
      canvas.safeArea = insets
    }
    if let written = arguments["semantics"] {
      semanticsChoice.written = try choice(written, default: Semantics.quickLayout, ["swiftUI": .swiftUI, "quickLayout": .quickLayout])
    }
    for label in ["width", "height"] {
      if let argument = arguments[label], let value = argument.value.numberValue, value.isNaN || value < 0 {
        throw mismatch(argument, "a size of 0 or more, or .infinity")
      }
    }
    self.canvas = canvas
  }
}
