import LayoutCore

/// Helpers of the modifier table: wrapping, argument forms with several shapes, views only.
extension Evaluator {
  /// `base` wrapped in `modifier`.
  func modified(_ base: Child, _ modifier: Modifier, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let (element, depth) = try element(base, for: "the target of .\(arguments.callee)")
    return try built(.modified(element, modifier.sanitized), depth: depth + 1, at: arguments.location)
  }

  /// The `index`th unlabelled argument, which the modifier cannot do without.
  func required(_ arguments: Arguments, _ index: Int, _ what: String) throws(Diagnostic) -> EvaluatedArgument {
    guard let argument = arguments.positional(index) else {
      throw Diagnostic(".\(arguments.callee) needs \(what)", at: arguments.location)
    }
    return argument
  }

  /// The view a view-only modifier (`resizable`, `expand`) is applied to.
  func leaf(_ base: Child, for arguments: Arguments) throws(Diagnostic) -> LeafView {
    guard case .view(let id) = base.value else {
      throw Diagnostic(".\(arguments.callee)() applies only directly to a view, not to \(base.value.typeDescription)",
                       at: arguments.location,
                       hint: "apply .\(arguments.callee)() to the view itself, before any other modifier")
    }
    return leafView(id, at: base.location)
  }

  /// The insets of every form of `padding`, and whether they follow the layout direction.
  func paddingInsets(_ arguments: Arguments) throws(Diagnostic) -> (EdgeInsets, Bool) {
    let defaultLength = 16.0
    if let physical = arguments["ignoringLayoutDirection"] {
      guard case .insets(let insets, false) = physical.value, arguments.positional(0) == nil else {
        throw mismatch(physical, "a UIEdgeInsets(top:left:bottom:right:)")
      }
      return (insets, false)
    }
    guard let first = arguments.positional(0) else { return (EdgeInsets(all: defaultLength), true) }
    if arguments.positional(1) == nil, isUnknownLength(first, known: Array(Self.edgeNames.keys)) {
      return (EdgeInsets(all: defaultLength), true)  // `.padding(Theme.inset)`, `.padding(.themeSpacing8)`
    }
    switch first.value {
    case .insets(let insets, let follows):
      guard follows else {
        throw mismatch(first, "EdgeInsets(top:leading:bottom:trailing:)",
                       hint: "write .padding(ignoringLayoutDirection: UIEdgeInsets(…)) for physical insets")
      }
      return (insets, true)
    case .number, .member("infinity"), .member("nan"):
      guard arguments.positional(1) == nil else { throw mismatch(first, "edges before the length") }
      return (EdgeInsets(all: try length(first, default: 0, .gap) ?? 0), true)
    default:
      let edges = try edges(first)
      let length = try self.length(arguments.positional(1), default: defaultLength, .gap) ?? 0
      return (EdgeInsets(top: edges.contains(.top) ? length : 0, left: edges.contains(.leading) ? length : 0,
                         bottom: edges.contains(.bottom) ? length : 0, right: edges.contains(.trailing) ? length : 0), true)
    }
  }

  /// A fixed `frame(width:height:alignment:)` or a flexible `frame(minWidth:…)`.
  func frame(_ arguments: Arguments) throws(Diagnostic) -> Modifier {
    let alignment = try self.alignment(arguments["alignment"], default: .center)
    let flexibleLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    guard arguments.hasAny(of: flexibleLabels) else {
      return .frame(width: try length(arguments["width"], default: nil, .frameSide), height: try length(arguments["height"], default: nil, .frameSide),
                    alignment: alignment)
    }
    if let fixed = arguments["width"] ?? arguments["height"] {
      throw Diagnostic("frame cannot mix '\(fixed.label!):' with minimum and maximum sizes", at: fixed.location,
                       hint: "use either frame(width:height:) or frame(minWidth:maxWidth:minHeight:maxHeight:)")
    }
    return .flexibleFrame(FlexibleFrame(
      minWidth: try optionalNumber(arguments["minWidth"]), idealWidth: try optionalNumber(arguments["idealWidth"]),
      maxWidth: try optionalNumber(arguments["maxWidth"]), minHeight: try optionalNumber(arguments["minHeight"]),
      idealHeight: try optionalNumber(arguments["idealHeight"]), maxHeight: try optionalNumber(arguments["maxHeight"]),
      alignment: alignment))
  }

  /// `.named("x")`: the view's name from now on; a name already taken gets a suffix and a warning.
  func rename(_ id: Int, to name: String, at location: SourceLocation) throws(Diagnostic) {
    let unique = give(id, name: name)
    viewTable.states[id].hasExplicitName = true
    if unique != name {
      warnings.append(Diagnostic("another view is already named '\(name)'; this one is '\(unique)'", at: location,
                                 severity: .warning))
    }
  }

  /// Names view `id` `name` (or `name#2`…, when taken), freeing its old name; returns the name.
  @discardableResult
  func give(_ id: Int, name: String) -> String {
    if viewTable.states[id].isNamed { viewTable.usedNames.remove(viewTable.views[id].name) }
    let unique = viewTable.uniqueName(name)
    viewTable.views[id].name = unique
    viewTable.states[id].isNamed = true
    return unique
  }
}

extension EdgeInsets {
  /// The same inset on all four edges.
  init(all length: Double) { self.init(top: length, left: length, bottom: length, right: length) }
}
