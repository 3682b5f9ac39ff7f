import LayoutCore

/// SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)` and
/// `containerRelativeFrame(_:alignment:_:)`: a frame on the given axes whose length is a part of
/// the container's, "the nearest container … a scroll view, or the window" (Apple's docs).
/// qlrepl takes the container as the canvas inside its safe area (a nearer scroll view is not
/// looked for, and the note of the GeometryReader's proxy says the figures are the canvas's):
/// with `count` and `span`, the length is `(L − spacing × (count − 1)) / count × span +
/// spacing × (span − 1)`, as Apple's docs of the modifier give it; with a closure, what the
/// closure returns for `L` and the axis.
extension SwiftUIDialect {
  static let containerRelativeFrame = ModifierEntry(labels: ["_", "count", "span", "spacing", "alignment", "{}"]) { e, base, a throws(Diagnostic) in
    try e.containerRelativeFrame(base, a)
  }
}

extension Evaluator {
  func containerRelativeFrame(_ base: Child, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let axes = try self.axes(arguments.positional(0))
    let alignment = try self.alignment(arguments["alignment"], default: .center)
    let inset = canvas.safeArea
    noteGeometryProxy(at: arguments.location)
    func length(_ axis: Axis) throws(Diagnostic) -> Double {
      let container = axis == .horizontal ? canvas.width - inset.left - inset.right : canvas.height - inset.top - inset.bottom
      if let closure = arguments.trailingClosure, case .closure(let body) = closure.value {
        let value = try invoke(body, arguments: [.number(container), .member(axis == .horizontal ? "horizontal" : "vertical")], at: closure.location)
        return try number(EvaluatedArgument(label: nil, value: value, isTrailingClosure: false, location: closure.location, callee: "containerRelativeFrame"), default: container)
      }
      let count = max(1, try integer(arguments["count"], default: 1)), span = max(1, try integer(arguments["span"], default: 1))
      let spacing = try number(arguments["spacing"], default: 0)
      return (container - spacing * Double(count - 1)) / Double(count) * Double(span) + spacing * Double(span - 1)
    }
    let width = axes.horizontal ? max(0, try length(.horizontal)) : nil
    let height = axes.vertical ? max(0, try length(.vertical)) : nil
    return try modified(base, .frame(width: width, height: height, alignment: alignment), arguments)
  }
}
