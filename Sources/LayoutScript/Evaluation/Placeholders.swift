import LayoutCore

/// What a pasted fragment takes from its surroundings and never declares — `view1` in
/// `VStack { view1; view2 }`, `items` in `ForEach(items) { item in Text(item.name) }`,
/// `ExpensiveView(index: i)`, `$name` — stood in for by named placeholders, each listed once
/// in one warning with how often it was used (README: "Pasting from the docs: placeholders").
///
/// The rule that keeps a typo an error is `Placeholders.typoHint`; the sizes a placeholder view
/// takes are `Placeholders.kind(named:)`.
struct Placeholders {
  /// What a placeholder stands for, as the warning lists it.
  enum Role: Int, Comparable, Sendable {
    /// A view named and never declared (`view1`, `superview`, `Button` written bare).
    case view
    /// A view type never declared (`ExpensiveView(index: i)`): a box taking any arguments.
    case viewType
    /// A collection given to `ForEach`, `List` or a `for` loop: three sample elements.
    case collection
    /// A condition (`if somethingTrue`): true, so the first branch is shown.
    case condition
    /// A binding `$name` of a property never declared: a constant.
    case binding
    /// A custom alignment never declared (`.emojiTitle`): its default value is the centre.
    case alignment
    /// A modifier qlrepl does not know and that is no near miss of one it knows: its content
    /// passes through unchanged.
    case modifier
    /// A `UIViewRepresentable` the file declares (`struct ImageViewWrapper: UIViewRepresentable`):
    /// the UIKit view its `makeUIView` makes is not run, so it is an 80×44 box as a view type's.
    case representable
    /// A view struct the file declares without its body (`struct SyncUpDetailView: View { // ... }`):
    /// what its body builds is not in the snippet, so it is an 80×44 box as a view type's (`Evaluator+BodilessViews`).
    case bodyLeftOut
    /// A view's `@State var message = ""` its own code sets later (`onAppear`, an observer, a
    /// method: `Parameter.isFilledLater`): its name, the text it holds once the view has appeared.
    case filledLater
    /// A `var details: String = ""` of the view shown without a preview: an input its callers give
    /// (`Parameter.isEmptyInput`), its name, as a `String` input without a value has.
    case emptyInput
    /// A colour of the app's own (`Asset.Colors.Label.secondary.color`, `UIColor.brandBlue`) set on
    /// a UIKit view: a colour never changes the layout, so the view is drawn without one.
    case color
    /// What UIKit code reads that qlrepl does not model (`UIColor.red.cgColor`,
    /// `textView.textContainer`, an app's `UIFont` extension, a global of another file): an
    /// opaque value, which absorbs the member reads, calls and assignments made on it.
    case opaque
    /// An initializer of SwiftUI's `Color` or `Image` of the app's own extension
    /// (`Color(designSystemColor:)`): the type's asset of the label's name (`SwiftUIAppExtensions`).
    case appInitializer

    static func < (a: Role, b: Role) -> Bool { a.rawValue < b.rawValue }
  }

  /// One placeholder: its role, how often it was used, where it was first.
  struct Entry {
    var role: Role
    var uses: Int
    var location: SourceLocation
  }

  /// The protocols of a SwiftUI view that wraps a UIKit (or AppKit) view or view controller.
  static let representables: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
  ]

  /// The type a placeholder view shows in the tree and JSON reports (a placeholder view type's
  /// is its own name: `ExpensiveView`).
  static let typeName = "placeholder"
  /// How many sample elements a placeholder collection has.
  static let sampleCount = 3

  /// The placeholders by name (a modifier's with its dot).
  private(set) var entries: [String: Entry] = [:]
  /// The view each placeholder name stands for, so a name used twice is one view, as a
  /// pasted class's property is.
  var views: [String: Int] = [:]
  /// The sample elements of each placeholder collection.
  var collections: [String: [Value]] = [:]
  /// The labelled arguments each placeholder of a type was made with (`Area(title: "PC")`), by
  /// view: its properties of those names read as them, as a memberwise initializer stores them.
  /// Kept for the first `fieldsLimit` boxes of a run, so boxes made by the thousand in loops cost
  /// no more memory than plain ones (past it, their properties read as placeholders).
  var fields: [Int: [String: Value]] = [:]
  /// How many boxes keep their arguments (`fields`).
  static let fieldsLimit = 1_000

  /// True when a closure argument's label reads as an action, not as content (SwiftUI's own
  /// convention: `Button(action:)`, `onTapGesture(perform:)`, `onChange(of:) { … }`; an app's
  /// `onDismiss:`, `completion:`, `tapHandler:`): `action`, `perform`, `on` and a capital, or a
  /// label holding action, handler, completion, callback or tapped.
  static func namesAction(_ label: String) -> Bool {
    let lowered = label.lowercased()
    if label.hasPrefix("on"), label.dropFirst(2).first?.isUppercase == true { return true }
    return lowered == "perform" || ["action", "handler", "completion", "callback", "tapped"].contains { lowered.contains($0) }
  }

  /// True when a closure's statements read as views (`Text($0).font(.footnote)`, `if let value {
  /// Label(value) }`): each a `let`, or an expression made by calling a type (a capital name), or
  /// an `if` or `for` of them, at least one such call. What a placeholder
  /// type's closure that takes parameters must be to run as its content: a callback's (`{ event in
  /// close(); return event }`) statements are assignments, returns and calls of functions.
  static func readsAsContent(_ statements: [Statement]) -> Bool {
    var makesView = false
    func madeByAType(_ expression: Expression) -> Bool {
      switch expression {
      case .call(let call):
        switch call.callee {
        case .name(let name): return name.startsUppercase
        case .method(let base, _): return madeByAType(base)
        case .expression(let callee): return madeByAType(callee)
        }
      case .member(let base, _, _): return madeByAType(base)
      default: return false
      }
    }
    func reads(_ statements: [Statement]) -> Bool {
      statements.allSatisfy { statement in
        switch statement {
        case .binding: return true
        case .expression(let expression):
          guard madeByAType(expression) else { return false }
          makesView = true
          return true
        case .ifElse(let branches, let otherwise, _): return branches.allSatisfy { reads($0.body) } && reads(otherwise ?? [])
        case .forIn(_, _, let body, _): return reads(body)
        default: return false
        }
      }
    }
    return reads(statements) && makesView
  }

  /// How many tests a placeholder decided (taken as `conditionAnswer`), so far: a loop whose test one decided
  /// runs once (`Evaluator.executeWhile`).
  private(set) var conditionsAssumed = 0
  /// What a test of a placeholder answers: true, or false when a view that drew nothing with
  /// them true is shown again (`Evaluator.withPlaceholderConditionsFalse`).
  var conditionAnswer = true

  /// True once the script read a `GeometryProxy` (noted once).
  var readsGeometryProxy = false
  /// True while a name must be declared to be used (see `Evaluator.evaluateInitializer`).
  var isSuspended = false

  /// Drops the placeholder `name`, which turned out to be an error.
  mutating func forget(_ name: String) {
    entries[name] = nil
  }

  /// Counts one use of the placeholder `name`.
  mutating func use(_ name: String, as role: Role, at location: SourceLocation) {
    if role == .condition { conditionsAssumed += 1 }
    // One lookup of the name: a placeholder made in a loop is used as often as it runs.
    guard let index = entries.index(forKey: name) else {
      entries[name] = Entry(role: role, uses: 1, location: location)
      return
    }
    let known = entries.values[index].role
    if known == .collection, role == .view {
      return  // the collection's name, looked up before it is looped over
    } else if known == .opaque, role == .color {
      return  // an opaque value of UIKit code set as a colour: the same use
    } else if known == .view, role != .view {
      entries.values[index].role = role  // `items`, first met as a name, is a collection
    } else {
      entries.values[index].uses += 1
    }
  }

  /// The one warning listing every placeholder, at the first of them; nil without any.
  var warning: Diagnostic? {
    guard let first = entries.values.min(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
    else { return nil }
    let groups = Dictionary(grouping: entries, by: \.value.role).sorted { $0.key < $1.key }
    let parts = groups.map { role, members in
      let names = members.sorted { $0.key < $1.key }.map { name, entry in entry.uses > 1 ? "\(name) ×\(entry.uses)" : name }
      return "\(Self.heading(role, count: members.count, answer: conditionAnswer)): \(names.joined(separator: ", "))"
    }
    return Diagnostic("not declared in the snippet, so shown as placeholders — " + parts.joined(separator: "; "),
                      at: first.location,
                      hint: "declare them to see the real thing; a placeholder's size is in docs/language.md, \"Pasting from the docs\"", severity: .warning)
  }

  private static func heading(_ role: Role, count: Int, answer: Bool) -> String {
    switch role {
    case .view: return count == 1 ? "a view" : "views"
    case .viewType: return count == 1 ? "a view type, drawn as a box" : "view types, drawn as boxes"
    case .collection: return "\(count == 1 ? "a collection" : "collections") of \(sampleCount) sample elements"
    case .condition: return (count == 1 ? "a condition, taken as " : "conditions, taken as ") + (answer ? "true" : "false")
    case .binding: return count == 1 ? "a binding, a constant" : "bindings, constants"
    case .alignment: return count == 1 ? "an alignment, centred by default" : "alignments, centred by default"
    case .modifier: return count == 1 ? "a modifier that passes its content through" : "modifiers that pass their content through"
    case .representable: return count == 1 ? "a UIKit view of a representable, not run, drawn as a box" : "UIKit views of representables, not run, drawn as boxes"
    case .bodyLeftOut: return count == 1 ? "a view whose body the snippet leaves out, drawn as a box" : "views whose bodies the snippet leaves out, drawn as boxes"
    case .filledLater: return count == 1 ? "a text the view's code fills later (it starts empty), its name"
      : "texts the view's code fills later (they start empty), their names"
    case .emptyInput: return count == 1 ? "a text input its callers give (empty by default), its name" : "text inputs its callers give (empty by default), their names"
    case .color: return count == 1 ? "a colour, drawn as none" : "colours, drawn as none"
    case .opaque: return count == 1 ? "a value qlrepl does not model, an opaque placeholder" : "values qlrepl does not model, opaque placeholders"
    case .appInitializer: return count == 1 ? "an initializer of the app's extension, drawn as the asset of its label's name"
      : "initializers of the app's extensions, drawn as the assets of their labels' names"
    }
  }

  // MARK: The size table

  /// What a placeholder view named `name` is, by the words its name reads as (case-insensitive,
  /// the first row that matches):
  ///
  /// | name contains                                                  | placeholder                       |
  /// |----------------------------------------------------------------|-----------------------------------|
  /// | image, icon, avatar, photo, picture, thumbnail, logo, symbol   | a fixed 24×24 image (as `UIImageView(image:)`) |
  /// | button                                                         | a button titled with the name     |
  /// | title, label, text, subtitle, caption, headline, name, header  | a one-line label showing the name |
  /// | anything else                                                  | a box of 80×44 points             |
  ///
  /// The 80×44 box is our choice, not a measurement: 44 points is the height of a standard
  /// UIKit bar or row (Apple's HIG), 80 room for a name; it answers that size and is laid out
  /// as a partial view, like `UIView(width: 80, height: 44)`.
  /// The size of a placeholder box (the last row above; our choice), which a placeholder `CGSize` is too (`PlaceholderValues`).
  static let boxSize = Size(width: 80, height: 44)

  /// A label or a button shows `title` (the name unless given).
  static func kind(named name: String, title: String? = nil) -> LeafKind {
    let title = title ?? name
    let lowered = name.lowercased()
    func reads(_ words: [String]) -> Bool { words.contains { lowered.contains($0) } }
    if reads(["image", "icon", "avatar", "photo", "picture", "thumbnail", "logo", "symbol"]) {
      return .fixed(Size(width: 24, height: 24))
    }
    if reads(["button"]) { return .button(title: title, font: 16) }
    if reads(["title", "label", "text", "subtitle", "caption", "headline", "name", "header"]) {
      return .label(text: LabelText(title), lines: 1, font: 16)
    }
    return .sizedView(boxSize)
  }

  // MARK: The typo rule

  /// The nested types of SwiftUI's and UIKit's types that apps write in full (`Font.Weight.bold`,
  /// `UIView.ContentMode.scaleAspectFit`), as Apple's reference lists them: a near name given one
  /// of these stays a typo (`Fnt.Weight`); given another (`Animations.State`: SwiftUI's
  /// `Animation` nests no `State`), it names a type of the app's own (`Evaluator.namesAnAppsType`).
  static let nestedTypes: [String: Set<String>] = [
    "Font": ["Weight", "Design", "TextStyle", "Width", "Leading"],
    "Text": ["TruncationMode", "Case", "Scale", "LineStyle", "DateStyle", "Layout"],
    "Image": ["Scale", "ResizingMode", "TemplateRenderingMode", "Orientation", "Interpolation", "DynamicRange"],
    "Color": ["RGBColorSpace", "Resolved"],
    "UIFont": ["Weight", "TextStyle", "Width"],
    "UIView": ["ContentMode", "AnimationOptions", "AutoresizingMask", "KeyframeAnimationOptions", "TintAdjustmentMode"],
    "UIControl": ["State", "Event", "ContentHorizontalAlignment", "ContentVerticalAlignment"],
    "UIButton": ["Configuration", "ButtonType", "Role"],
    "UIImage": ["SymbolConfiguration", "RenderingMode", "Orientation", "ResizingMode", "SymbolWeight", "SymbolScale"],
    "UIStackView": ["Distribution", "Alignment"],
    "NSLayoutConstraint": ["Attribute", "Axis", "Relation", "FormatOptions"],
    "UICollectionView": ["ScrollDirection", "ScrollPosition"],
    "UITableView": ["Style", "ScrollPosition", "RowAnimation"],
    "UITableViewCell": ["CellStyle", "SelectionStyle", "AccessoryType"],
    "UIBlurEffect": ["Style"],
  ]

  /// The static members of types that have few, all of them, as Apple's reference lists them
  /// (with `init` and `self`): a near name the file gives another static is a type of the app's
  /// own (`LString.titleCopied`, `Images.logo`), not a typo of `String` or `Image`
  /// (`Evaluator.nearType(_:among:)`).
  static let staticMembers: [String: Set<String>] = {
    let always: Set<String> = ["init", "self"]
    let numbers: Set<String> = ["zero", "max", "min", "pi", "infinity", "nan", "signalingNaN", "greatestFiniteMagnitude",
                                "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne", "random", "bitWidth"]
    return [
      "String": always.union(["localizedStringWithFormat", "localizedName", "defaultCStringEncoding", "availableStringEncodings"]),
      "Image": always, "Text": always,
      "Color": always.union(["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
                             "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor"]),
      "Font": always.union(SwiftUIFonts.textStyles).union(["system", "custom"]),
      "Int": always.union(numbers), "Double": always.union(numbers), "CGFloat": always.union(numbers),
    ]
  }()

  /// The did-you-mean of a modifier's name one edit from a modifier qlrepl knows (`.paddin`),
  /// nil when an unknown modifier may pass its content through.
  /// With `call`, the call the name is written in: a near modifier that would refuse its labels
  /// makes it none (`country.name(locale: l)` is no `.named(_:)`; see `typoHint(_:values:types:call:)`).
  static func modifierTypoHint(_ name: String, call: Arguments? = nil) -> String? {
    guard Vocabulary.modifiers[name] == nil, !SwiftUIViewMethods.layoutNeutral.contains(name) else { return nil }
    return typoHint(name, values: Array(Vocabulary.modifiers.keys) + SwiftUIViewMethods.layoutNeutral, types: [], call: call)
  }

  /// The did-you-mean of a name that is a typo rather than a placeholder, nil when `name` may be
  /// one. A name is a typo when a name *of the same kind* is one edit away (a letter added,
  /// dropped, changed, or two neighbours swapped; case ignored): a value's name (lowercase
  /// first) among the script's own names in scope, a type's (uppercase first) among the types
  /// the script declares and the vocabulary's. Names that differ only in their trailing digits
  /// (`view1`, `view2`) are siblings, never typos. So `titel` beside `let title` and `Spacr` are
  /// errors with "did you mean"; `icon` is a placeholder, whatever built-in `cos` is.
  ///
  /// A name written as a call (`call`) is a typo only when the near name would take that call:
  /// every label it is given, its unlabelled arguments and its trailing closure are ones the
  /// near view, container or modifier of the vocabulary accepts (`Arguments.fits`; a label one
  /// edit from one it accepts counts as that one: `VStak(aligment:)` is a typo). A call the
  /// near name would refuse names something else, the app's own: `Line(chartData: d, style: s)`
  /// is no `Link` (whose arguments are `_`, `destination:` and a label closure), so it is a
  /// placeholder view type; `Txt("a")` is one `Text` takes, so it stays "did you mean 'Text'?".
  /// A near name whose labels qlrepl does not list (a declared type, most layout-neutral modifiers)
  /// keeps the rule without the call.
  static func typoHint(_ name: String, values: [String], types: [String], call: Arguments? = nil,
                       declared: [String: FunctionDeclaration] = [:]) -> String? {
    hint(typoCandidate(name, values: values, types: types), call: call, declared: declared)
  }

  /// The did-you-mean naming `candidate`, nil without one or when `call` is one it would refuse:
  /// of qlrepl's vocabulary by its labels, of the file's own views and functions (`declared`) by
  /// their parameters' (`InvoiceView(invoice:)` beside the file's `InvoicesView(invoices:)` is
  /// another file's view, not a slip of it).
  static func hint(_ candidate: String?, call: Arguments?, declared: [String: FunctionDeclaration] = [:]) -> String? {
    guard let candidate else { return nil }
    let labels = Vocabulary.labels(of: candidate) ?? declared[candidate].map { $0.parameters.map { $0.label ?? "_" } + ["{}"] }
    if let call, let labels, !takes(labels, call) { return nil }
    return "did you mean '\(candidate)'?"
  }

  /// True when a callee of `labels` takes `call`, a label one edit from one of them counted as
  /// that one (`VStak(aligment: .leading)` is two slips of one `VStack(alignment:)`).
  private static func takes(_ labels: [String], _ call: Arguments) -> Bool {
    var corrected = call
    corrected.items = call.items.map { item in
      var item = item
      if let label = item.label, !labels.contains(label),
         let near = labels.first(where: { $0 != "_" && $0 != "{}" && isOneEditAway($0.lowercased(), label.lowercased()) }) {
        item.label = near
      }
      return item
    }
    return corrected.fits(labels)
  }

  /// The name `name` is one edit from, of its kind (see `typoHint`), the first in order; nil when none is.
  static func typoCandidate(_ name: String, values: [String], types: [String]) -> String? {
    typoCandidates(name, values: values, types: types).min()
  }

  /// Types of Swift and Foundation a view's code makes values of, never views: their
  /// placeholders are opaque values, not boxes (`Regex` of a regex literal, a formatter).
  static let valueTypes: Set<String> = [
    "Regex", "NSRegularExpression", "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "MeasurementFormatter",
    "RelativeDateTimeFormatter", "ByteCountFormatter", "PersonNameComponentsFormatter", "JSONDecoder", "JSONEncoder",
    "PropertyListDecoder", "PropertyListEncoder", "NSPredicate", "NSSortDescriptor", "URLRequest", "URLComponents",
  ]

  /// Every name `name` is one edit from, of its kind (see `typoHint`).
  static func typoCandidates(_ name: String, values: [String], types: [String]) -> [String] {
    guard let first = name.first else { return [] }
    let stem = name.trimmingSuffix(while: \.isNumber)
    let lowered = name.lowercased()
    let near = (first.isUppercase ? types : values).filter { candidate in
      candidate != name && (candidate.first?.isUppercase ?? false) == first.isUppercase
        && (stem.count == name.count || candidate.trimmingSuffix(while: \.isNumber) != stem)
        && isOneEditAway(lowered, candidate.lowercased())
    }
    return near
  }
}

/// True when the argument label `label` is a slip of the label `known`: one edit from it, with
/// case (`icon:` is no slip of `isOn:`), `known` of three letters or more (`by:` of an app's
/// `offset(by:)` is no slip of `y:`, one edit being half the word).
func isLabelSlip(_ label: String, of known: String) -> Bool {
  known.count >= 3 && isOneEditAway(known, label)
}

/// True when `a` becomes `b` by one edit: a character added, dropped or changed, or two
/// neighbouring characters swapped (or when they are equal).
func isOneEditAway(_ a: String, _ b: String) -> Bool {
  let a = Array(a), b = Array(b)
  guard abs(a.count - b.count) <= 1 else { return false }
  var start = 0
  while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
  if start == a.count && start == b.count { return true }
  if a.count == b.count {
    if a[(start + 1)...] == b[(start + 1)...] { return true }
    return start + 1 < a.count && a[start] == b[start + 1] && a[start + 1] == b[start] && a[(start + 2)...] == b[(start + 2)...]
  }
  let (longer, shorter) = a.count > b.count ? (a, b) : (b, a)
  return longer[(start + 1)...] == shorter[start...]
}

extension StringProtocol {
  /// The text without the characters at its end that satisfy `predicate`.
  func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var copy = self[...]
    while let last = copy.last, predicate(last) { copy.removeLast() }
    return Substring(copy)
  }
}
