import LayoutCore

/// The views of a console log: one per address, the canvas as root, and the views the log
/// implies without printing them — a superview it never names (the `|` of a visual format
/// without `names:`), a view's layout margins guide (`leadingMargin`), a label's baselines.
/// Each gets a superview (the canvas unless the log says), a kind for its intrinsic size (a
/// label's text, a button's title) and, at the end, a name for people.
struct LogViews {
  /// What a view of the model stands for.
  enum Origin: Hashable {
    case canvas
    case logged(LoggedItem)
    case unnamedSuperview(of: Int)
    case marginsGuide(of: Int)
    case baseline(of: Int, first: Bool)
  }

  private(set) var origins: [Origin] = [.canvas]
  private(set) var lines: [Int] = [1]
  var parents: [Int: Int] = [:]
  private var byIdentity: [String: Int] = [:]
  private var derived: [Origin: Int] = [:]

  /// The view of `item`, made at its first mention (on `line`); a later mention with text
  /// fills in the text an earlier one lacked.
  mutating func view(for item: LoggedItem, line: Int) -> Int {
    if let id = byIdentity[item.identity] {
      if case .logged(var known) = origins[id] {
        if known.text == nil, item.text != nil { known.text = item.text }
        if known.className.isEmpty, !item.className.isEmpty { known.className = item.className }
        if known.alias == nil, item.alias != nil { known.alias = item.alias }
        origins[id] = .logged(known)
      }
      return id
    }
    origins.append(.logged(item))
    lines.append(line)
    byIdentity[item.identity] = origins.count - 1
    return origins.count - 1
  }

  /// A view the log implies, made once.
  mutating func derivedView(_ origin: Origin, parent: Int, line: Int) -> Int {
    if let id = derived[origin] { return id }
    origins.append(origin)
    lines.append(line)
    let id = origins.count - 1
    derived[origin] = id
    parents[id] = parent
    return id
  }

  /// Makes `parent` the superview of `child` unless it has one or that would make a cycle.
  mutating func setParent(_ parent: Int, of child: Int) {
    guard parent != child, parents[child] == nil else { return }
    var above: Int? = parent, steps = 0
    while let view = above, steps < origins.count {
      if view == child { return }
      above = parents[view]
      steps += 1
    }
    parents[child] = parent
  }

  /// The superview `|` stands for next to `child`: the one the log names, else the one known,
  /// else one the log never names (made once per child).
  mutating func superview(of child: Int, named: LoggedItem?, line: Int) -> Int {
    if let named {
      let id = view(for: named, line: line)
      setParent(id, of: child)
      return id
    }
    if let parent = parents[child], parent != 0 { return parent }
    let id = derivedView(.unnamedSuperview(of: child), parent: 0, line: line)
    setParent(id, of: child)
    return id
  }

  var count: Int { origins.count }

  /// The logged item of `id`, if it is one.
  func item(_ id: Int) -> LoggedItem? {
    if case .logged(let item) = origins[id] { return item }
    return nil
  }

  /// The kind that gives a view its intrinsic size: a label's text, a button's title; other
  /// views have none (the log never says how large an image or a custom view is).
  func kind(_ id: Int) -> LeafKind {
    guard let item = item(id), let text = item.text, !item.isLayoutGuide else { return .plainView }
    let type = item.shortClassName
    if type.hasSuffix("Label") { return .label(text: LabelText(text), lines: 1, font: 16) }
    if type.hasSuffix("Button") { return .button(title: text, font: 16) }
    return .plainView
  }

  /// The UIKit type shown for a view.
  func typeName(_ id: Int) -> String {
    switch origins[id] {
    case .canvas, .unnamedSuperview: return "UIView"
    case .logged(let item): return item.className.isEmpty ? "UIView" : LoggedItem.demangled(item.className)
    case .marginsGuide, .baseline: return "UILayoutGuide"
    }
  }

  /// A name for people per view: class and text (`UILabel 'Seconds'`), the log's own name
  /// (`Username`), numbered when alike (`UIView #2`); the views the log implies after the one
  /// they belong to (`UIView #2's margins`).
  func names() -> [String] {
    var base = [String](repeating: "", count: count)
    for id in 0..<count {
      guard let item = item(id) else { continue }
      if let alias = item.alias { base[id] = alias; continue }
      let type = item.className.isEmpty ? "UIView" : item.shortClassName
      base[id] = item.text.map { "\(type) '\($0)'" } ?? type
    }
    var totals: [String: Int] = [:], seen: [String: Int] = [:]
    for id in 0..<count where item(id) != nil { totals[base[id], default: 0] += 1 }
    var names = base
    for id in 0..<count where item(id) != nil && totals[base[id], default: 0] > 1 {
      seen[base[id], default: 0] += 1
      names[id] = "\(base[id]) #\(seen[base[id]]!)"
    }
    func name(_ id: Int) -> String {
      switch origins[id] {
      case .canvas: return "canvas"
      case .logged: return names[id]
      case .unnamedSuperview(let child): return "superview of \(name(child))"
      case .marginsGuide(let owner): return "\(name(owner))'s margins"
      case .baseline(let owner, let first): return "\(name(owner))'s \(first ? "first" : "last") baseline"
      }
    }
    return (0..<count).map(name)
  }
}
