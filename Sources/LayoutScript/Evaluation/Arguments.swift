import LayoutCore

/// An evaluated argument of a call.
struct EvaluatedArgument {
  var label: String?
  var value: Value
  var isTrailingClosure: Bool
  var location: SourceLocation
  /// The name of what is called, for messages.
  var callee: String
}

/// The evaluated arguments of one call, with checks of their labels against a signature.
struct Arguments {
  var items: [EvaluatedArgument]
  /// The name of what is called, for messages.
  var callee: String
  /// The callee name's location.
  var location: SourceLocation

  /// True when `check(labels)` passes: a callee of those labels would take these arguments.
  func fits(_ labels: [String]) -> Bool {
    do throws(Diagnostic) {
      try check(labels)
      return true
    } catch {
      return false
    }
  }

  /// Checks every argument against `labels`: `_` allows one unlabelled argument per entry and
  /// `{}` a trailing closure; a labelled trailing closure is a labelled argument; a label listed
  /// twice may be given twice (`NSLayoutConstraint`'s two `attribute:`). Unknown labels fail
  /// with a did-you-mean.
  func check(_ labels: [String]) throws(Diagnostic) {
    var positional = labels.filter { $0 == "_" }.count
    let named = labels.filter { $0 != "_" && $0 != "{}" }
    var remaining = Dictionary(named.map { ($0, 1) }, uniquingKeysWith: +)
    for item in items {
      if item.isTrailingClosure {
        if let label = item.label {
          if named.contains(label) { continue }  // `Section { … } header: { … }`
          throw Diagnostic("'\(callee)' does not take a trailing closure labelled '\(label):'", at: item.location,
                           hint: "several trailing closures go to a component with closure parameters, "
                             + "as in `func Card(title: () -> Layout, footer: () -> Layout) -> Layout`")
        }
        guard item.label != nil || labels.contains("{}") else {
          throw Diagnostic("'\(callee)' does not take a trailing closure", at: item.location)
        }
      } else if let label = item.label {
        guard named.contains(label) else {
          let hint = didYouMean(label, among: named)
            ?? (named.isEmpty ? "'\(callee)' takes no labelled arguments" : "its arguments are " + named.map { "'\($0):'" }.joined(separator: ", "))
          throw Diagnostic("'\(callee)' has no argument '\(label):'", at: item.location, hint: hint)
        }
        remaining[label, default: 0] -= 1
        guard remaining[label, default: 0] >= 0 else {
          throw Diagnostic("argument '\(label):' is given twice", at: item.location)
        }
      } else {
        positional -= 1
        guard positional >= 0 else {
          let hint = named.isEmpty ? nil : "its arguments are " + named.map { "'\($0):'" }.joined(separator: ", ")
          throw Diagnostic("extra unlabelled argument in call to '\(callee)'", at: item.location, hint: hint)
        }
      }
    }
  }

  /// True when an `Image` is an SF Symbol: `Image(systemName:)`, or SFSafeSymbols'
  /// `Image(systemSymbol:)`, which is `Image(systemName:)` of its enum case's raw value
  /// (github.com/SFSafeSymbols/SFSafeSymbols, README).
  var namesSymbol: Bool { self["systemName"] != nil || self["systemSymbol"] != nil }

  /// The argument labelled `label`.
  subscript(_ label: String) -> EvaluatedArgument? { items.first { $0.label == label } }

  /// The `index`th unlabelled argument that is not a trailing closure.
  func positional(_ index: Int) -> EvaluatedArgument? {
    let unlabelled = items.filter { $0.label == nil && !$0.isTrailingClosure }
    return index < unlabelled.count ? unlabelled[index] : nil
  }

  /// The argument labelled `label`, written in the parentheses or as a labelled trailing
  /// closure (`placeholder: { … }` or `} placeholder: { … }`).
  func closure(_ label: String) -> EvaluatedArgument? { items.first { $0.label == label } }

  /// The (first, unlabelled) trailing closure, if the call has one.
  var trailingClosure: EvaluatedArgument? { items.first { $0.isTrailingClosure && $0.label == nil } }

  /// True when any argument has one of `labels`.
  func hasAny(of labels: [String]) -> Bool { items.contains { $0.label.map(labels.contains) ?? false } }
}
