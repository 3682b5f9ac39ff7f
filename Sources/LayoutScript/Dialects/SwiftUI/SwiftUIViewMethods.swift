import LayoutCore

/// The SwiftUI view methods that set a property of the view they are called on and return
/// it: `Text("…").font(.system(size: 12)).lineLimit(2)`.
enum SwiftUIViewMethods {
  /// Method name → the view property it sets.
  static let properties: [String: String] = ["lineLimit": "numberOfLines"]

  /// The SwiftUI type a view created by a UIKit name or alias shows as under SwiftUI semantics.
  static let typeNames: [String: String] = [
    "UILabel": "Text", "UIImageView": "Image", "UIButton": "Button", "UIView": "Color",
  ]

  /// Modifiers that change how a view looks or behaves but not its layout: accepted, and
  /// listed once in a note.
  static let layoutNeutral: Set<String> = SwiftUIAppModifiers.names.union([
    "foregroundStyle", "foregroundColor", "tint", "bold", "italic", "fontWeight", "fontDesign", "underline",
    "strikethrough", "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "clipShape", "clipped",
    "cornerRadius", "shadow", "opacity", "border", "onTapGesture", "onAppear", "onDisappear", "onChange",
    "animation", "transition", "disabled", "buttonStyle", "toggleStyle", "textFieldStyle", "labelStyle",
    "accessibilityLabel", "accessibilityHint", "accessibilityHidden", "accessibilityIdentifier",
    "accessibilityElement", "accessibilityAddTraits", "help", "contentShape", "id", "tag", "navigationTitle",
    "symbolRenderingMode", "imageScale", "textCase", "lineSpacing", "listRowInsets", "redacted", "blur",
    "saturation", "brightness", "grayscale", "rotationEffect", "scaleEffect", "zIndex", "mask", "compositingGroup",
    "fill", "stroke", "strokeBorder",
    // Gestures and their callbacks, coordinate spaces, and `.trim(from:to:)` (a shape's drawn
    // part: its frame is the untrimmed shape's, Apple's docs of Shape.trim).
    "gesture", "simultaneousGesture", "highPriorityGesture", "onChanged", "onEnded", "coordinateSpace", "trim",
  ])

  /// The argument labels of the short layout-neutral modifiers an app's own modifier is most often
  /// one letter from, as Apple's documentation declares them (`id(_:)`, `tag(_:includeOptional:)`,
  /// `tint(_:)`, `help(_:)`, `opacity(_:)`, `disabled(_:)`, `zIndex(_:)`, `blur(radius:opaque:)`,
  /// `clipped(antialiased:)`, `redacted(reason:)`, `mask(alignment:_:)`, PhotosUI's
  /// `photosPicker(isPresented:selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:photoLibrary:)`),
  /// for the typo rule only: a call one of them would refuse names the app's own modifier
  /// (`.if(isFirstLaunch) { $0… }` of a `View` extension in another file is no `.id`). Their
  /// arguments are otherwise never read.
  static let neutralLabels: [String: [String]] = [
    "id": ["_"], "tag": ["_", "includeOptional"], "tint": ["_"], "help": ["_"], "opacity": ["_"], "disabled": ["_"],
    "zIndex": ["_"], "blur": ["radius", "opaque"], "clipped": ["antialiased"], "redacted": ["reason"],
    "mask": ["alignment", "_", "{}"],
    // Swiftfin's own `.photoPicker(isPresented:isSaving:) { image in … }` is no slip of it.
    "photosPicker": ["isPresented", "selection", "maxSelectionCount", "selectionBehavior", "matching", "preferredItemEncoding", "photoLibrary"],
  ]
}

extension Evaluator {
  /// `.bold()`, `.foregroundStyle(.secondary)`…: the base unchanged, the name kept for the note.
  func layoutNeutral(_ name: String, of base: Value, at location: SourceLocation) -> Value {
    if neutralModifiers[name] == nil { neutralModifiers[name] = location }
    return base
  }

  /// `.hidden()`: the view and what it holds keep their frames and are not drawn ("Hidden views
  /// are invisible … However, they do remain in the view hierarchy and affect layout", Apple's
  /// reference of `View.hidden()`), as a UIKit view whose `isHidden` is set.
  func hidden(_ base: Value) -> Value {
    func hide(_ id: Int) { if viewTable.views.indices.contains(id) { viewTable.views[id].isHidden = true } }
    switch base {
    case .view(let id): hide(id)
    case .layout(let element, _): _ = element.mappingViews { id, leaf in hide(id); return leaf }
    default: break
    }
    return base
  }

  /// The one note naming every layout-neutral modifier the script used, at the first of them.
  func noteLayoutNeutralModifiers() {
    guard let first = neutralModifiers.values.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { return }
    let names = neutralModifiers.keys.sorted().map { ".\($0)" }.joined(separator: ", ")
    note("\(names) \(neutralModifiers.count == 1 ? "does" : "do") not change the layout and \(neutralModifiers.count == 1 ? "is" : "are") ignored", at: first)
  }

  /// `.font(…)` on a container: SwiftUI's environment, so every Text inside that kept the
  /// default font (`plainTextFont`) takes `size`, and every SF Symbol of no font of its own is
  /// sized for it (`SwiftUIFonts.symbolSide`).
  func environmentFont(_ size: Double, in element: Element) -> Element {
    let plain = plainTextFont
    return element.mappingViews { id, leaf in
      guard case let .leaf(view) = leaf else { return leaf }
      let kind: LeafKind
      switch view.kind {
      case .label(let text, let lines, plain): kind = .label(text: text, lines: lines, font: size)
      case .fixed where viewTable.views.indices.contains(id) && viewTable.states[id].isSymbol && !viewTable.states[id].symbolHasFont:
        // An SF Symbol of no font of its own scales with the font around it.
        let side = SwiftUIFonts.symbolSide(fontSize: size)
        kind = .fixed(Size(width: side, height: side))
        viewTable.states[id].symbolHasFont = true
      default: return leaf
      }
      if viewTable.views.indices.contains(id) { viewTable.views[id].kind = kind }
      return .leaf(LeafView(id: id, kind: kind))
    }
  }

  /// A font argument: a number, or one of SwiftUI's text styles (`.headline`) at the
  /// evaluation's Dynamic Type size.
  func fontSize(_ argument: EvaluatedArgument) -> Value {
    if case .member(let name) = argument.value, let style = TextStyle.swiftUI(name) { return .number(style.pointSize(at: dynamicTypeSize)) }
    return argument.value
  }

  /// The font of a SwiftUI text given none (Body): `TextStyle.plainTextSize` at the
  /// evaluation's Dynamic Type size, 16 at Large.
  var plainTextFont: Double { TextStyle.plainTextSize(at: dynamicTypeSize) }

  /// `Color.red`: a new view that takes the proposal, in that colour.
  func colorView(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    try countElement(at: location)
    return .view(viewTable.addView(typeName: "Color", kind: .plainView, at: location, color: name))
  }

  /// SwiftUI's `Label("Title", systemImage: "star")`: a 20×20 symbol and the title side by
  /// side in an HStack spaced by the views' preferences (the default label style).
  func swiftUILabel(_ arguments: Arguments) throws(Diagnostic) -> Value {
    try arguments.check(["_", "systemImage"])
    let title = try string(try required(arguments, 0, "a title"), default: "")
    try countElement(at: arguments.location)
    let iconID = viewTable.addView(typeName: "Image", kind: .fixed(Size(width: 20, height: 20)), at: arguments.location)
    let icon = Element.leaf(leafView(iconID, at: arguments.location))
    try countElement(at: arguments.location)
    let textID = plainText(title, at: arguments.location)
    let text = Element.leaf(leafView(textID, at: arguments.location))
    return try built(.stack(Stack(axis: .horizontal, alignment: VerticalAlignment.center.id, children: [icon, text])),
                     depth: 2, at: arguments.location)
  }

  /// `.fixed(100)`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`: a GridItem's
  /// size; nil for another name.
  func gridItemSize(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> GridItemSize? {
    func limits() throws(Diagnostic) -> (Double, Double) {
      try arguments.check(["minimum", "maximum"])
      let minimum = max(try number(arguments["minimum"], default: 10), 0)
      return (minimum, max(try number(arguments["maximum"], default: .infinity), minimum))
    }
    switch name {
    case "fixed":
      try arguments.check(["_"])
      return .fixed(max(try number(try required(arguments, 0, "a width"), default: 0), 0))
    case "flexible":
      let (minimum, maximum) = try limits()
      return .flexible(minimum: minimum, maximum: maximum)
    case "adaptive":
      let (minimum, maximum) = try limits()
      return .adaptive(minimum: max(minimum, 1), maximum: maximum)
    default:
      return nil
    }
  }

  /// `GridItem(.adaptive(minimum: 80), spacing: 4, alignment: .leading)`; the size defaults to
  /// `.flexible()`.
  func gridItem(_ arguments: Arguments) throws(Diagnostic) -> Value {
    var size = GridItemSize.flexible(minimum: 10, maximum: .infinity)
    if let written = arguments.positional(0) {
      guard case .gridItem(let item) = written.value else { throw mismatch(written, "a size: .fixed(…), .flexible(…) or .adaptive(minimum:)") }
      size = item.size
    }
    let alignment = try arguments["alignment"].map { argument throws(Diagnostic) in try self.alignment(argument, default: .center) }
    return .gridItem(GridItem(size, spacing: try length(arguments["spacing"], default: nil, .gap), alignment: alignment))
  }

  /// `LazyVGrid(columns: [GridItem(…)], alignment:, spacing:) { … }` along `.vertical`, or
  /// `LazyHGrid(rows: …)` along `.horizontal`.
  func lazyGrid(_ axis: Axis, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let label = axis == .vertical ? "columns" : "rows"
    guard let itemsArgument = arguments[label] else {
      throw Diagnostic("'\(arguments.callee)' needs its \(label)", at: arguments.location, hint: "write \(arguments.callee)(\(label): [GridItem(.flexible())]) { … }")
    }
    var items: [GridItem] = []
    for value in itemsArgument.value.listItems {
      guard case .gridItem(let item) = value else { throw mismatch(itemsArgument, "an array of GridItem(…)") }
      items.append(item)
    }
    guard !items.isEmpty else { throw mismatch(itemsArgument, "at least one GridItem") }
    let alignment: AlignmentID? = switch axis {
    case .vertical: try arguments["alignment"].map { argument throws(Diagnostic) in try horizontal(argument, default: .center).id }
    case .horizontal: try arguments["alignment"].map { argument throws(Diagnostic) in try vertical(argument, default: .center).id }
    }
    let children = try elements(try layoutBlock(arguments))
    let grid = LazyGrid(axis: axis, items: items, alignment: alignment, spacing: try length(arguments["spacing"], default: nil, .gap))
    return try built(.swiftUI(.lazyGrid(grid), children.list), depth: children.depth + 1, at: arguments.location)
  }

  /// `GeometryReader { proxy in … }`: the closure's layouts, its parameter a `GeometryProxy`
  /// (see `Value.geometryProxy`).
  func geometryReader(_ arguments: Arguments) throws(Diagnostic) -> Value {
    guard let content = arguments.trailingClosure ?? arguments["content"], case .closure(let closure) = content.value,
          closure.parameters.count <= 1 else {
      throw Diagnostic("GeometryReader needs its content as a closure", at: arguments.location,
                       hint: "write GeometryReader { proxy in … }")
    }
    let result = try invoke(closure, arguments: closure.parameters.isEmpty ? [] : [.geometryProxy(canvas)], at: content.location)
    let children = try elements([Child(value: result, location: content.location)])
    return try built(.swiftUI(.geometryReader, children.list), depth: children.depth + 1, at: arguments.location)
  }
}
