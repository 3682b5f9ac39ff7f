import LayoutCore

/// The views a script makes, as evaluation goes: their declarations (what the evaluated script
/// gives), what evaluation keeps about each beside it, their content priorities, and the names
/// taken, so that every view has a name of its own.
struct ViewTable {
  /// What evaluation keeps about a view beside its declaration in `views`: 12 bytes, as a
  /// script may make a view for every few bytes of its source.
  struct State {
    /// How many times the view is placed, counted up to 2 (a `let` view placed twice is warned about).
    var placements: Int32 = 0
    /// False until the view has a name of its own (its declaration's is its type's till then).
    var isNamed = false
    var isLet = false
    /// True once `backgroundColor` is set: a text colour no longer colours the view.
    var hasBackgroundColor = false
    /// True once the code sets a label's `text` or an image view's `image` (even to "" or nil):
    /// its content is the code's, not a placeholder's (`Evaluator.fillContentFromSurroundings`).
    var hasContentSet = false
    /// True once `.named("…")` has named the view: declarations no longer rename it.
    var hasExplicitName = false
    /// The pasted class itself (`self`) as the root of an anchors layout.
    var isHost = false
    /// An SF Symbol (`Image(systemName:)`), which `.font` sizes.
    var isSymbol = false
    /// A symbol sized by a font of its own or by the nearest one around it: a font further out
    /// leaves it so, as SwiftUI's nearest environment value wins.
    var symbolHasFont = false
    /// What a text's font scales as, which `.dynamicTypeSize(…)` reads it at again: nil for a
    /// font of a size (`SwiftUIDynamicType`).
    var scaledFont: ScaledFont?
  }

  /// The script's views as the evaluated script gives them, written as evaluation goes.
  var views: [ViewDeclaration] = []
  /// What evaluation keeps about each view beside it.
  var states: [State] = []
  /// `setContentHuggingPriority` / `setContentCompressionResistancePriority` by view, for Auto
  /// Layout: the few views that set them.
  var contentPriorities: [Int: ContentPriorities] = [:]
  /// Every name a view has taken.
  var usedNames: Set<String> = []
  /// The last `#N` suffix `uniqueName` gave each name.
  var nameSuffixes: [String: Int] = [:]

  /// Makes room for `count` views in all, so the tables of views are not copied as they grow.
  mutating func reserveViews(_ count: Int) {
    views.reserveCapacity(count)
    states.reserveCapacity(count)
  }

  /// Adds a view of the type `typeName` made at `location`, not named yet; returns its id.
  mutating func addView(typeName: String, kind: LeafKind, at location: SourceLocation, color: String? = nil) -> Int {
    views.append(ViewDeclaration(name: typeName, typeName: typeName, kind: kind, isHidden: false, location: location, color: color))
    states.append(State())
    return views.count - 1
  }

  /// The name of view `id`, nil until it has one.
  func name(ofView id: Int) -> String? { states[id].isNamed ? views[id].name : nil }

  /// A name no other view has: `name`, else `name#2`, `name#3`… The search for a suffix
  /// starts after the last one given for `name`, so a thousand views named alike take linear time.
  mutating func uniqueName(_ name: String) -> String {
    var candidate = name
    var number = nameSuffixes[name] ?? 1
    while usedNames.contains(candidate) {
      number += 1
      candidate = "\(name)#\(number)"
    }
    if number > 1 { nameSuffixes[name] = number }
    usedNames.insert(candidate)
    return candidate
  }

  /// Gives every view without a name `TypeName#N`, N counting from 1 per type.
  mutating func assignGeneratedNames() {
    var counters: [String: Int] = [:]
    for index in views.indices where !states[index].isNamed {
      var candidate: String
      repeat {
        counters[views[index].typeName, default: 0] += 1
        candidate = "\(views[index].typeName)#\(counters[views[index].typeName]!)"
      } while usedNames.contains(candidate)
      usedNames.insert(candidate)
      views[index].name = candidate
      states[index].isNamed = true
    }
  }
}
