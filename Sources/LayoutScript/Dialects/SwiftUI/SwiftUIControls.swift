import LayoutCore

/// SwiftUI's controls and content containers of real apps, at iOS's sizes. Each metric's
/// source is beside it (README, "Real app code", has the table); an estimate says so.
extension SwiftUIDialect {
  /// A property wrapper made with its value (`State(initialValue:)`, `StateObject(wrappedValue:)`): the value.
  private static let wrapperValue = BuiltinFunction(labels: ["initialValue", "wrappedValue", "_"]) { _, a in
    (a["initialValue"] ?? a["wrappedValue"] ?? a.positional(0))?.value ?? .void
  }

  static let controls: [String: BuiltinFunction] = [
    // `Color(.systemBackground)`, `Color(uiColor:)`, `Color("Asset")`, `Color("Asset", bundle: .module)`, `Color(red:green:blue:)`:
    // a colour fills the proposal whatever it is.
    "Color": BuiltinFunction(labels: ["_", "uiColor", "nsColor", "cgColor", "red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness",
                                      "hex", "bundle"]) {
      e, a throws(Diagnostic) in
      let name = a.positional(0).flatMap { argument -> String? in
        switch argument.value {
        case .string(let text): return text
        case .member(let member): return member
        default: return nil
        }
      }
      return try e.colorView(name ?? "custom", at: a.location)
    },
    // Picker (the menu style of iOS 16+ outside a Form): a one-line control as wide as proposed,
    // 22 pt tall — an estimate, a body line (17 pt, 22 pt leading; HIG Typography) for its title.
    "Picker": control("Picker", ["_", "selection", "content", "label", "{}"], height: 22),
    // DatePicker's compact style: a row with its label and a 34-pt date button (an estimate
    // measured from the iOS 17 simulator's compact picker).
    "DatePicker": control("DatePicker", ["_", "selection", "in", "displayedComponents", "label", "{}"], height: 34),
    // Stepper: its label and UIStepper's 94 × 32 control (UIStepper's intrinsic size) in a row
    // as wide as proposed.
    "Stepper": control("Stepper", ["_", "value", "in", "step", "onIncrement", "onDecrement", "label", "{}"], height: 32),
    // Gauge (the default linear style): a 4-pt bar with its label above, a body line — an estimate.
    "Gauge": control("Gauge", ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "{}"], height: 26),
    // A TextEditor takes the proposal, like UITextView.
    "TextEditor": BuiltinFunction(labels: ["text", "selection"]) { e, a throws(Diagnostic) in
      try e.addLeaf("TextEditor", .scrollable, at: a.location)
    },
    "Link": BuiltinFunction(labels: ["_", "destination", "{}"]) { e, a throws(Diagnostic) in try e.titledControl(a, typeName: "Link") },
    "Menu": BuiltinFunction(labels: ["_", "systemImage", "content", "label", "primaryAction", "{}"]) { e, a throws(Diagnostic) in
      try e.titledControl(a, typeName: "Menu")
    },
    // ShareLink: the "Share" label with the square.and.arrow.up symbol, as SwiftUI draws it.
    "ShareLink": BuiltinFunction(labels: ["_", "item", "items", "subject", "message", "preview", "label", "{}"]) { e, a throws(Diagnostic) in
      if let label = a.closure("label") ?? a.trailingClosure { return .group(try e.run(closureArgument: label, of: "ShareLink"), .builder) }
      let title = a.positional(0).map(\.value.interpolated) ?? "Share"
      return try e.symbolAndTitle(title, at: a.location)
    },
    "ContentUnavailableView": BuiltinFunction(labels: ["_", "systemImage", "image", "description", "label", "actions", "{}"]) {
      e, a throws(Diagnostic) in try e.contentUnavailableView(a)
    },
    // AsyncImage loads nothing in a canvas: its placeholder shows, by default a fill that takes the proposal.
    "AsyncImage": BuiltinFunction(labels: ["url", "scale", "transaction", "content", "placeholder", "{}"]) { e, a throws(Diagnostic) in
      if let placeholder = a.closure("placeholder") { return .group(try e.run(closureArgument: placeholder, of: "AsyncImage"), .builder) }
      return try e.addLeaf("AsyncImage", .plainView, at: a.location)
    },
    "GroupBox": BuiltinFunction(labels: ["_", "label", "content", "{}"]) { e, a throws(Diagnostic) in try e.groupBox(a) },
    "LabeledContent": BuiltinFunction(labels: ["_", "value", "format", "content", "label", "{}"]) { e, a throws(Diagnostic) in
      try e.labeledContent(a)
    },
    "DisclosureGroup": BuiltinFunction(labels: ["_", "isExpanded", "content", "label", "{}"]) { e, a throws(Diagnostic) in
      try e.disclosureGroup(a)
    },
    // ScrollViewReader's proxy scrolls; laid out, it is its content.
    "ScrollViewReader": BuiltinFunction(labels: ["content", "{}"]) { e, a throws(Diagnostic) in
      guard let content = a.trailingClosure ?? a["content"], case .closure(let closure) = content.value else {
        throw Diagnostic("ScrollViewReader needs its content as a closure", at: a.location, hint: "write ScrollViewReader { proxy in … }")
      }
      return try e.invoke(closure, arguments: closure.parameters.isEmpty ? [] : [.void], at: content.location)
    },
    // `withAnimation { … }`: its state changes happen at once (animation is not modelled).
    "withAnimation": BuiltinFunction(labels: ["_", "completionCriteria", "completion", "{}"]) { e, a throws(Diagnostic) in
      if let body = a.trailingClosure, case .closure(let closure) = body.value { _ = try e.invoke(closure, arguments: [], at: body.location) }
      return .void
    },
    "EmptyView": BuiltinFunction(labels: []) { _, _ in .group([], .builder) },
    "ContainerRelativeShape": BuiltinFunction(labels: []) { e, a throws(Diagnostic) in try e.addLeaf("ContainerRelativeShape", .plainView, at: a.location) },
    // ColorPicker: its label and a 28-pt colour well in a row as wide as proposed (an estimate
    // after the iOS 17 simulator).
    "ColorPicker": control("ColorPicker", ["_", "selection", "supportsOpacity", "label", "{}"], height: 28),
    // VideoPlayer takes the proposal, as AVPlayerViewController's view does.
    "VideoPlayer": BuiltinFunction(labels: ["player", "videoOverlay", "{}"]) { e, a throws(Diagnostic) in
      try e.addLeaf("VideoPlayer", .plainView, at: a.location)
    },
    // `Binding(get: { … }, set: { … })`: the value its getter gives (bindings are values only).
    "Binding": BuiltinFunction(labels: ["get", "set", "_", "projectedValue"]) { e, a throws(Diagnostic) in
      guard let get = a["get"] else { return a.positional(0)?.value ?? .void }
      return try e.call(get.value, named: "get", Arguments(items: [], callee: "get", location: get.location))
    },
    // `_count = State(initialValue: start)` in a view's initializer: the wrapper made with its
    // value, which is what the property holds (a script's wrappers are their values).
    "State": wrapperValue, "StateObject": wrapperValue, "ObservedObject": wrapperValue, "FocusState": wrapperValue,
    "Bindable": wrapperValue, "Published": wrapperValue, "ScaledMetric": wrapperValue,
    "withTransaction": BuiltinFunction(labels: ["_", "{}"]) { e, a throws(Diagnostic) in
      if let body = a.trailingClosure, case .closure(let closure) = body.value { _ = try e.invoke(closure, arguments: [], at: body.location) }
      return .void
    },
    "ToolbarItem": BuiltinFunction(labels: ["placement", "id", "content", "{}"]) { _, _ in .void },
    "ToolbarItemGroup": BuiltinFunction(labels: ["placement", "content", "{}"]) { _, _ in .void },
  ]

  /// A control one line tall and as wide as proposed, whatever its label and content.
  private static func control(_ typeName: String, _ labels: [String], height: Double) -> BuiltinFunction {
    BuiltinFunction(labels: labels) { e, a throws(Diagnostic) in try e.addLeaf(typeName, .horizontallyExpandable(height: height), at: a.location) }
  }
}

extension Evaluator {
  /// A new leaf view of `kind`.
  func addLeaf(_ typeName: String, _ kind: LeafKind, at location: SourceLocation) throws(Diagnostic) -> Value {
    try countElement(at: location)
    return .view(viewTable.addView(typeName: typeName, kind: kind, at: location))
  }

  /// A titled control (`Link("Docs", destination:)`, `Menu("Sort") { … }`): its label's content
  /// when a `label:` closure is written, else its title as a button.
  func titledControl(_ arguments: Arguments, typeName: String) throws(Diagnostic) -> Value {
    if let label = arguments.closure("label") { return .group(try run(closureArgument: label, of: typeName), .builder) }
    if typeName == "Link", arguments.positional(0) == nil, let label = arguments.trailingClosure {
      return .group(try run(closureArgument: label, of: typeName), .builder)
    }
    let title = arguments.positional(0).map(\.value.interpolated) ?? ""
    if let symbol = arguments["systemImage"], case .string = symbol.value { return try symbolAndTitle(title, at: arguments.location) }
    return try addLeaf(typeName, .button(title: title, font: plainTextFont), at: arguments.location)
  }

  /// A Label's layout: a 20-point symbol and its title (`swiftUILabel`'s).
  func symbolAndTitle(_ title: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    try swiftUILabel(Arguments(items: [
      EvaluatedArgument(label: nil, value: .string(title), isTrailingClosure: false, location: location, callee: "Label"),
      EvaluatedArgument(label: "systemImage", value: .string(""), isTrailingClosure: false, location: location, callee: "Label"),
    ], callee: "Label", location: location))
  }

  /// `ContentUnavailableView("No Items", systemImage: "tray", description: Text("…"))`: the symbol
  /// (48 pt, an estimate after the iOS 17 simulator), the title (Title 2, 22 pt, HIG Typography)
  /// and the description (Body, 17 pt) centred in a VStack 8 apart, filling the proposal.
  func contentUnavailableView(_ arguments: Arguments) throws(Diagnostic) -> Value {
    var children: [Element] = []
    if let label = arguments.closure("label") ?? arguments.trailingClosure {
      children += try elements(try run(closureArgument: label, of: "ContentUnavailableView")).list
    } else {
      if arguments["systemImage"] != nil || arguments["image"] != nil {
        try countElement(at: arguments.location)
        children.append(.leaf(leafView(viewTable.addView(typeName: "Image", kind: .fixed(Size(width: 48, height: 48)), at: arguments.location),
                                       at: arguments.location)))
      }
      let title = arguments.positional(0).map(\.value.interpolated) ?? ""
      try countElement(at: arguments.location)
      children.append(.leaf(leafView(viewTable.addView(typeName: "Text", kind: .label(text: LabelText(title), lines: 0, font: 22),
                                                       at: arguments.location), at: arguments.location)))
    }
    if let description = arguments.closure("description") {
      children += try elements(try run(closureArgument: description, of: "ContentUnavailableView")).list
    }
    if let actions = arguments.closure("actions") { children += try elements(try run(closureArgument: actions, of: "ContentUnavailableView")).list }
    let stack = Element.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, spacing: 8, children: children))
    return try built(.modified(stack, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity))), depth: 3, at: arguments.location)
  }

  /// `GroupBox("Title") { … }`: the title (Headline, 17 pt) above the content, 8 apart, inset
  /// 16 on every side (the iOS GroupBox style's padding; an estimate after the iOS 17 simulator).
  func groupBox(_ arguments: Arguments) throws(Diagnostic) -> Value {
    var children: [Element] = []
    if let label = arguments.closure("label") {
      children += try elements(try run(closureArgument: label, of: "GroupBox")).list
    } else if let title = arguments.positional(0) {
      try countElement(at: arguments.location)
      let id = viewTable.addView(typeName: "Text", kind: .label(text: LabelText(title.value.interpolated), lines: 0,
                                                                font: TextStyle.headline.pointSize(at: dynamicTypeSize)), at: arguments.location)
      viewTable.states[id].scaledFont = .style(.headline)
      children.append(.leaf(leafView(id, at: arguments.location)))
    }
    let content = try elements(try layoutBlock(arguments))
    children += content.list
    let stack = Element.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, spacing: 8, children: children))
    return try built(.modified(stack, .padding(EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), followsDirection: true)),
                     depth: content.depth + 2, at: arguments.location)
  }

  /// A control's label: its `label:` closure's views, else a Text of its title (its first
  /// unlabelled argument), as Body.
  private func labelElements(_ arguments: Arguments, of control: String) throws(Diagnostic) -> [Element] {
    if let label = arguments.closure("label") { return try elements(try run(closureArgument: label, of: control)).list }
    try countElement(at: arguments.location)
    let title = arguments.positional(0).map(\.value.interpolated) ?? ""
    return [.leaf(leafView(plainText(title, at: arguments.location), at: arguments.location))]
  }

  /// `LabeledContent("Amount", value: cost)`, `LabeledContent("Reload every") { … }` and
  /// `LabeledContent { … } label: { … }`: a row of the label at the leading edge and the value (a
  /// text of it) or the content at the trailing edge, as `HStack { label; Spacer(); content }`
  /// (Apple's LabeledContent reference: "a layout that's consistent with other framework controls",
  /// a Picker's label and value; the value "right-aligned", useyourloaf.com, "SwiftUI Labeled
  /// Content"). A `format:` is read as the value's plain text (our approximation).
  func labeledContent(_ arguments: Arguments) throws(Diagnostic) -> Value {
    var row = try labelElements(arguments, of: "LabeledContent")
    row.append(.spacer(length: nil))
    var depth = 2
    if let value = arguments["value"] {
      try countElement(at: value.location)
      let text = isPlaceholderName(value.value) ? placeholderText(value.value) ?? value.value.interpolated : value.value.interpolated
      row.append(.leaf(leafView(plainText(text, at: value.location), at: value.location)))
    } else {
      let content = try elements(try layoutBlock(arguments))
      row += content.list
      depth += content.depth
    }
    return try built(.stack(Stack(axis: .horizontal, alignment: VerticalAlignment.center.id, children: row)), depth: depth, at: arguments.location)
  }

  /// `DisclosureGroup("Title") { … }`: its row (the title, then a 20-pt chevron at the trailing
  /// edge), and below it, when `isExpanded:` is true, the content; collapsed by default.
  func disclosureGroup(_ arguments: Arguments) throws(Diagnostic) -> Value {
    var row = try labelElements(arguments, of: "DisclosureGroup")
    try countElement(at: arguments.location)
    row += [.spacer(length: nil), .leaf(leafView(viewTable.addView(typeName: "Image", kind: .fixed(Size(width: 20, height: 20)), at: arguments.location),
                                                 at: arguments.location))]
    var children: [Element] = [.stack(Stack(axis: .horizontal, alignment: VerticalAlignment.center.id, children: row))]
    if case .bool(true)? = arguments["isExpanded"]?.value {
      children += try elements(try layoutBlock(arguments)).list
    }
    return try built(.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, children: children)), depth: 4, at: arguments.location)
  }
}

extension Evaluator {
  /// SwiftUI's Button in its label forms — `Button { … } label: { … }`, `Button(action: …) { … }`,
  /// `Button(action:label:)`, App Intents' `Button(intent: Refresh()) { … }` (iOS 17's
  /// `init(intent:label:)`, whose one closure is the label) — laid out as its label (the automatic
  /// style on iOS draws no border: the button is its label's size), and `Button("Add", systemImage:
  /// "plus")` as a Label; nil for the title forms, `role:` and `intent:` set aside (they change what
  /// the button does, not the layout).
  func swiftUIButton(_ arguments: Arguments) throws(Diagnostic) -> Value? {
    let labelledByClosure = arguments["action"] != nil || (arguments["intent"] != nil && arguments.positional(0) == nil)
    if let label = arguments.closure("label") ?? (labelledByClosure ? arguments.trailingClosure : nil) {
      return .group(try run(closureArgument: label, of: "Button"), .builder)
    }
    if arguments["systemImage"] != nil || arguments["image"] != nil {
      return try symbolAndTitle(arguments.positional(0).map(\.value.interpolated) ?? "", at: arguments.location)
    }
    guard arguments["role"] != nil || arguments["intent"] != nil else { return nil }
    var plain = arguments
    plain.items.removeAll { $0.label == "role" || $0.label == "intent" }
    return try createView(Vocabulary.views["Button"]!, plain)
  }

  /// `Label { Text(…) } icon: { Image(…) }` (the icon, then the title, in a row as the default
  /// style draws them) and `Label("Title", image: "asset")`; nil for `Label(_:systemImage:)` and qlrepl's own `Label`.
  func labelForms(_ arguments: Arguments) throws(Diagnostic) -> Value? {
    if arguments["image"] != nil, let title = arguments.positional(0) { return try symbolAndTitle(title.value.interpolated, at: arguments.location) }
    guard let icon = arguments.closure("icon"), let title = arguments.trailingClosure else { return nil }
    let children = try elements(try run(closureArgument: icon, of: "Label") + (try run(closureArgument: title, of: "Label")))
    return try built(.stack(Stack(axis: .horizontal, alignment: VerticalAlignment.center.id, children: children.list)),
                     depth: children.depth + 1, at: arguments.location)
  }
}
