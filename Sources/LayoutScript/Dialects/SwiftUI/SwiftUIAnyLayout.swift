import LayoutCore

/// SwiftUI's stack layouts as values, which `AnyLayout` switches between (iOS 16): Apple's
/// documentation of `AnyLayout` ("a type-erased instance of the layout protocol": a view
/// laid out by whichever layout it holds now) and of `HStackLayout`, `VStackLayout` and
/// `ZStackLayout` ("a horizontal container that you can use in conditional layouts", with the
/// parameters of `HStack`). `HStackLayout(spacing: 12)` is a value; `AnyLayout(value)` is the
/// value; the value called with content, `layout { … }`, lays it out as the stack it names, with
/// the arguments it was made with. What it is for: `let layout = typeSize.isAccessibilitySize ?
/// AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`, the layout that adapts to Dynamic Type.
enum SwiftUIAnyLayout {
  /// Each layout value's type, and the container it lays its content out as.
  static let stacks: [String: String] = ["HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack"]

  static let functions: [String: BuiltinFunction] = stacks.reduce(into: ["AnyLayout": anyLayout]) { functions, stack in
    let labels = (QuickLayoutDialect.containers[stack.value]?.labels ?? []).filter { $0 != "content" && $0 != "{}" }
    functions[stack.key] = BuiltinFunction(labels: labels) { _, a throws(Diagnostic) in
      try a.check(labels)
      return .structure(StructValue(typeName: stack.key, fields: a.items.map { ($0.label, $0.value) }))
    }
  }

  /// `AnyLayout(HStackLayout())`: the layout value it holds.
  private static let anyLayout = BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in
    try a.check(["_"])
    let held = try e.required(a, 0, "a layout")
    guard case .structure(let layout) = held.value, let type = layout.typeName, stacks[type] != nil else {
      throw e.mismatch(held, "a layout: HStackLayout(…), VStackLayout(…) or ZStackLayout(…)")
    }
    return held.value
  }
}

extension Evaluator {
  /// `layout { … }` of a value `SwiftUIAnyLayout` made: the stack it names, laid out with the
  /// arguments it was made with and the content; nil for any other value.
  func layoutValueCall(_ value: Value, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard case .structure(let layout) = value, let type = layout.typeName, let container = SwiftUIAnyLayout.stacks[type],
          let stack = QuickLayoutDialect.containers[container] else { return nil }
    let made = layout.fields.map { field in
      EvaluatedArgument(label: field.name, value: field.value, isTrailingClosure: false, location: arguments.location, callee: container)
    }
    let combined = Arguments(items: made + arguments.items, callee: container, location: arguments.location)
    try combined.check(stack.labels)
    return try stack.call(self, combined)
  }
}
