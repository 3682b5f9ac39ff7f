import LayoutCore
import LayoutRender

/// UIKit code of a real app (a file that shows a UIKit class, or a class's view being made) is
/// never stopped by a member, an argument or a value qlrepl does not model (issue 22: "any UIKit
/// setter accepted"). What it reads is an opaque placeholder (`Placeholders.Role.opaque`), named
/// by its path and listed once in the placeholders' warning:
///
/// | UIKit code reads …                                                    | it is                                              |
/// |-----------------------------------------------------------------------|----------------------------------------------------|
/// | a member of a view, colour, image, string… qlrepl does not model (`textView.textContainer`, `UIColor.red.cgColor`, `Date().timeIntervalSince1970`) | the placeholder `owner.member` |
/// | a method qlrepl does not model (`store.position(timeIntervalSinceLatestBoot: 1)`) | the placeholder `owner.method()`         |
/// | a function nothing declares, called bare (`constraintHeightTo(size)`, an extension's)  | the placeholder `self.constraintHeightTo()`  |
/// | a class function or initializer of an app's extension (`UIFont.preferredFont(for:weight:)`, `UIColor(hexString:)`) | the placeholder `Type.name(labels:)` |
/// | `String.localized(…)`, `NSLayoutConstraint.Axis.vertical`             | a static member another file declares; a member of a nested UIKit type (`.vertical`) |
/// | a name another file declares (`titleFont`, `Asset.key.image`)         | the placeholder of the name                        |
/// | `self`                                                                | the class's own view (a controller's: an opaque placeholder) |
///
/// A placeholder absorbs what is done with it (`Evaluator+PlaceholderOperations`): a member read
/// or a call is a placeholder again, an assignment to its member is accepted, a test is true.
/// Given where a number, a font or a string belongs, the argument takes its default, said once
/// per place (`opaqueDefault`). An argument label a known UIKit view's initializer does not take
/// (`UIProgressView(progressViewStyle:)`) is left out, noted. A name one edit from a member qlrepl
/// knows of the value (`label.textt`, `UILabel(txt:)`) is still an error with "did you mean".
extension Evaluator {
  /// True while UIKit code runs: a file that shows one of its UIKit classes (its stored
  /// properties, set-up code and methods), or the code of a class's view, outside a SwiftUI file
  /// (whose view bodies have their own rule, `Evaluator+Unmodelled`).
  var isUIKitCode: Bool {
    (flattenedClass != nil || !instanceContext.isEmpty) && semanticsChoice.swiftUIMark != "View"
  }

  /// The placeholder for `member` of `owner` that UIKit code reads and qlrepl does not model;
  /// nil outside UIKit code or when `member` is one edit from one of `known` (a typo).
  func opaqueMember(_ member: String, of owner: String, called: Bool = false, known: [String],
                    at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard isUIKitCode else { return nil }
    return try placeholderStatic(member, of: owner, called: called, known: known, as: .opaque, at: location)
  }

  /// The name a placeholder read off `value` starts with: a view's name, a value's type.
  func opaqueOwner(_ value: Value) -> String {
    switch value {
    case .view(let id) where viewTable.views.indices.contains(id): return viewTable.views[id].name ?? viewTable.views[id].typeName
    case .type(let name): return name
    case .member(let name): return "." + name
    case .string: return "String"
    case .number: return "CGFloat"
    default: return value.typeDescription.dropArticle
    }
  }

  /// The methods qlrepl knows of `value`, of which a near miss is a typo (`icon.withRenderingMod(…)`).
  static func knownMethods(of value: Value) -> [String] {
    switch value {
    case .image: return Array(UIKitDialect.imageVariants)
    case .color: return ["withAlphaComponent"]
    case .string: return ["uppercased", "lowercased", "capitalized", "trimmingCharacters"]
    case .number: return ["rounded", "formatted", "withSize"]
    default: return []
    }
  }

  /// `self` in UIKit code, which declares no `self` of its own: the view whose code runs, the
  /// shown class's own view (the host `self`), or, for a view controller or a class laid out by
  /// a body, an opaque placeholder (the controller, given as a delegate, a target or a parent).
  func uikitSelf(at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard isUIKitCode else { return nil }
    if let instance = instanceContext.last { return .view(instance) }
    guard Self.isController(flattenedSuperclass) || body != nil || hasAnchorsLayout else {
      return .view(uikitHostView("self", at: location))
    }
    placeholders.use("self", as: .opaque, at: location)
    if let id = placeholders.views["self"] { return .view(id) }
    let id = try newPlaceholderView("self", at: location)
    placeholders.views["self"] = id
    return .view(id)
  }

  /// `tableView` of the shown `UITableViewController` (`collectionView` of a
  /// `UICollectionViewController`), which declares no such property: the controller's root view,
  /// which that view is (UITableViewController's reference: "the table view … is the view
  /// controller's view"), whatever data source methods of the name (`tableView(_:cellForRowAt:)`)
  /// the class declares. Nil for any other name.
  func controllerOwnView(_ name: String, at location: SourceLocation) -> Value? {
    guard isUIKitCode, instanceContext.isEmpty,
          name == "tableView" && flattenedSuperclass == "UITableViewController"
            || name == "collectionView" && flattenedSuperclass == "UICollectionViewController" else { return nil }
    return .view(uikitHostView("view", at: location))
  }

  /// True for a view controller's class (`UIViewController`, `UITableViewController`…).
  static func isController(_ superclass: String?) -> Bool {
    superclass?.hasSuffix("Controller") ?? false
  }

  /// `Type.Name` of a nested type of UIKit or Foundation (`NSLayoutConstraint.Axis`,
  /// `UIStackView.Distribution`, `UIFont.Weight`): the type `Type.Name`; `.member` of such a
  /// type (`NSLayoutConstraint.Axis.vertical`): its member shorthand, as `.vertical` reads. Nil
  /// for any other member, or outside UIKit code.
  func nestedUIKitType(_ name: String, of typeName: String) -> Value? {
    guard isUIKitCode, !isScriptType(typeName), let owner = typeName.split(separator: ".").first.map(String.init),
          Self.isUIKitTypeName(owner) else { return nil }
    if name.startsUppercase, !typeName.contains(".") { return .type(typeName + "." + name) }
    return typeName.contains(".") ? .member(name) : nil
  }

  /// True for a type name of UIKit, Core Graphics or Foundation that qlrepl knows or that reads
  /// as theirs (`UI…`, `NS…`, `CG…`).
  static func isUIKitTypeName(_ name: String) -> Bool {
    ["UI", "NS", "CG"].contains { name.hasPrefix($0) } || Vocabulary.views[name] != nil || Vocabulary.functions[name] != nil
      || typeNames.contains(name)
  }

  /// What `argument` takes where UIKit code gives an opaque placeholder (or a member shorthand
  /// qlrepl does not know: `.mediumFontWithSize(15)`, an app's `UIFont` extension) and a value
  /// of `expected` belongs: `fallback`, the default, said once per place; nil for any other value.
  func opaqueDefault<T>(_ argument: EvaluatedArgument, _ fallback: T, _ expected: String) -> T? {
    guard isUIKitCode else { return nil }
    let name: String
    switch argument.value {
    case .view(let id) where isPlaceholderName(argument.value): name = viewTable.views[id].name ?? "?"
    case .member(let member): name = "." + member
    default: return nil
    }
    let what = argument.label.map { "'\($0)' of '\(argument.callee)'" } ?? "'\(argument.callee)'"
    if unmodelledNotePlaces.insert(argument.location).inserted {
      let shown = (fallback as? Double).map { formatNumber($0) } ?? (fallback as? String).map { "\"\($0)\"" } ?? "\(fallback)"
      note("'\(name)' is not modelled: \(what) takes its default, \(shown), where \(expected) belongs", at: argument.location)
    }
    return fallback
  }

  /// `constraintHeightTo(size)` called bare in UIKit code, a function nothing declares: a method
  /// an extension in another file adds to the class (or a function of another file), the opaque
  /// placeholder `constraintHeightTo()`; so in a SwiftUI view's file (`hex_color(r: 249, g: 243,
  /// b: 100)`, a global function of another file). Nil in a script written for qlrepl, for a
  /// modifier's name, or for a typo of a name the script or qlrepl knows (the one-edit rule,
  /// `Placeholders.typoHint`).
  func opaqueFunction(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard isUIKitCode || semanticsChoice.swiftUIMark == "View", name.first?.isLowercase == true, Vocabulary.modifiers[name] == nil,
          siteHint(for: "opaque " + name, at: arguments.location, { typoHint(name, call: arguments) }) == nil,
          // `addsSubview(contentView)` is a slip of UIKit's `addSubview`, which QuickLayout's docs print.
          Placeholders.typoCandidate(name, values: Array(Self.uikitMethodNames), types: []) == nil else { return nil }
    return try placeholderStatic(name + "()", of: isUIKitCode ? "self" : "", known: [], as: .opaque, at: arguments.location)
  }

  /// The ends of UIKit's view type names (`UIProgressView`, `UISegmentedControl`, `UINavigationBar`).
  private static let viewTypeSuffixes = ["View", "Control", "Button", "Label", "Field", "Bar", "Cell", "Switch", "Slider",
                                         "Stepper", "Picker", "Indicator"]

  /// `UIConfigurationTextAttributesTransformer { … }`, `UIImpactFeedbackGenerator(style: .light)`
  /// in UIKit code: a UIKit type (`UI…`, `NS…`, `CG…`) qlrepl does not know whose name is no
  /// view's (`viewTypeSuffixes`) makes a value, an opaque placeholder; its closures are not run
  /// (a transformer's or a handler's, never set-up). Nil outside UIKit code, for a view's type,
  /// or for a typo of a type qlrepl knows.
  func opaqueUIKitValue(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard isUIKitCode, ["UI", "NS", "CG"].contains(where: name.hasPrefix), !Self.viewTypeSuffixes.contains(where: name.hasSuffix),
          typoHint(name, call: arguments) == nil else { return nil }
    return try placeholderStatic("init()", of: name, known: [], as: .opaque, at: arguments.location)
  }

  /// The UIKit methods qlrepl knows by name (those it skips, those that build the hierarchy, the
  /// set-up methods): a bare call one edit from one is a slip, not an app's own function.
  static let uikitMethodNames: Set<String> = UIKitCalls.ignoredMethods.union(UIKitAnchorsVocabulary.viewMethods).union(Parser.setUpMethods)

  /// `view.widthAnchor.constraint(equalToConstant: Metrics.titleWidth)` in UIKit code, of a length
  /// another file holds: the constraint is left out, an opaque placeholder (its `isActive = true`
  /// accepted), so the view keeps the size its content and other constraints give it rather than
  /// the 0 a default would; said once per place, as SwiftUI's unknown lengths are left out
  /// (`isUnknownLength`). A view with no size of its own on that axis (a plain `UIView`, whose
  /// size only constraints give) would then be 0 there: its `equalToConstant:` constraint takes
  /// the placeholder box's length instead (`Placeholders.boxSize`, 80 wide or 44 high, our
  /// choice), at priority 500 — above content hugging (250), below compression resistance (750),
  /// so content the view holds still sizes it — said in the note. Nil for any other length.
  func unknownLengthConstraint(_ argument: EvaluatedArgument, of item: Int, _ attribute: AnchorAttribute,
                               label: String) throws(Diagnostic) -> Value? {
    guard isUIKitCode, case .view(let id) = argument.value, isPlaceholderName(argument.value) else { return nil }
    let owner = (viewTable.views[item].name ?? viewTable.views[item].typeName) + "." + attribute.rawValue + "Anchor"
    if label == "equalToConstant", viewTable.views[item].kind.intrinsicLength(attribute.axis) == nil {
      let length = attribute.axis == .horizontal ? Placeholders.boxSize.width : Placeholders.boxSize.height
      if unmodelledNotePlaces.insert(argument.location).inserted {
        note("'\(viewTable.views[id].name ?? "?")' is not modelled: \(owner), of a view with no size of its own, takes the placeholder "
               + "box's \(formatPoints(length)) points instead, at priority 500 (a stand-in of ours: content the view holds still sizes it)",
             at: argument.location)
      }
      let constraint = AnchorConstraint(item: item, attribute: attribute, relation: .equal, secondItem: nil, secondAttribute: nil,
                                        constant: length, priority: 500)
      return .uikit(.constraint(uikit.make(constraint, at: argument.location)))
    }
    if unmodelledNotePlaces.insert(argument.location).inserted {
      note("'\(viewTable.views[id].name ?? "?")' is not modelled: the constraint of \(owner) to it is left out", at: argument.location)
    }
    return try placeholderStatic("constraint(\(label):)", of: owner, known: [], as: .opaque, at: argument.location)
  }

  /// `arguments` without the labelled ones that `labels` (a UIKit view's initializer's) does not
  /// take, in UIKit code, each noted (`UIProgressView(progressViewStyle: .bar)`: the style is how
  /// it looks); unchanged outside UIKit code (a SwiftUI view's body makes such a call a
  /// placeholder, `Evaluator+Unmodelled`) or when a label is one edit from one it takes.
  func withoutUnmodelledLabels(_ arguments: Arguments, _ labels: [String]) -> Arguments {
    guard isUIKitCode else { return arguments }
    let unknown = arguments.items.filter { $0.label.map { !labels.contains($0) } ?? false }
    // Compared with their case, as Swift's labels are: `icon:` is no slip of `isOn:` (two letters
    // differ), `ison:` and `isOm:` are.
    guard !unknown.isEmpty, !unknown.contains(where: { item in labels.contains { isOneEditAway($0, item.label!) } })
    else { return arguments }
    var kept = arguments
    kept.items.removeAll { $0.label.map { !labels.contains($0) } ?? false }
    for item in unknown where unmodelledNotePlaces.insert(item.location).inserted {
      note("'\(arguments.callee)(\(item.label!):)' is not modelled: the argument is left out", at: item.location)
    }
    return kept
  }

  /// `Type(label: …)` or `Type.function(label: …)` of a UIKit type called with labels qlrepl does
  /// not list (an app's extension: `UIColor(hexString: "848ba7")`, `UIFont.preferredFont(for:
  /// .body, weight: .medium)`): the placeholder named for the call. In a SwiftUI view's file the
  /// same of a value type of Swift's, Foundation's or UIKit's (`Date(iso8601: "2032-05-26T12:13:14Z")`
  /// in a preview's model), never of a view (an overload of `Stepper` qlrepl does not model is the
  /// body's placeholder box, `Evaluator+Unmodelled`). Nil in other code, when the labels fit or
  /// when one is a near miss of a listed one.
  func opaqueCall(_ name: String, of owner: String, _ arguments: Arguments, labels: [String]) throws(Diagnostic) -> Value? {
    let isValueType = ScriptLanguage.functions[owner] != nil || UIKitDialect.functions[owner] != nil
    guard isUIKitCode || (semanticsChoice.swiftUIMark == "View" && isValueType), !arguments.fits(labels) else { return nil }
    let given = arguments.items.compactMap(\.label)
    guard !given.contains(where: { label in labels.contains { $0 != label && isOneEditAway($0.lowercased(), label.lowercased()) } })
    else { return nil }
    let signature = name + "(" + given.map { $0 + ":" }.joined() + ")"
    return try placeholderStatic(signature, of: owner, known: [], as: .opaque, at: arguments.location)
  }
}
