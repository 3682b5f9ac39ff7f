import LayoutEngine

/// The SwiftUI view methods that set a property of the view they are called on and return
/// it: `Text("…").font(.system(size: 12)).lineLimit(2)`.
enum SwiftUIViewMethods {
  /// Method name → the view property it sets.
  static let properties: [String: String] = ["font": "font", "lineLimit": "numberOfLines"]
}

extension Evaluator {
  /// `Color.red`: a new view that takes the proposal, in that colour.
  func colorView(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    try countElement(at: location)
    views.append(ViewRecord(name: nil, typeName: "Color", kind: .plainView, location: location))
    views[views.count - 1].color = name
    return .view(views.count - 1)
  }

  /// `GeometryReader { proxy in … }`: the closure's layouts, its parameter bound to nothing
  /// the layout can read.
  func geometryReader(_ arguments: Arguments) throws(Diagnostic) -> Value {
    guard let content = arguments.trailingClosure ?? arguments["content"], case .closure(let closure) = content.value,
          closure.parameters.count <= 1 else {
      throw Diagnostic("GeometryReader needs its content as a closure", at: arguments.location,
                       hint: "write GeometryReader { proxy in … }")
    }
    let result = try invoke(closure, arguments: closure.parameters.isEmpty ? [] : [.void], at: content.location)
    let children = try elements([Child(value: result, location: content.location)])
    return try built(.geometryReader(children.list), depth: children.depth + 1, at: arguments.location)
  }
}
