import LayoutCore

/// Labels, buttons and image views whose content comes from outside the code that runs. A UIKit
/// class sets a label's text, a button's title or an image view's image in `configure(with:)`, a
/// `didSet`, or from another file; the set-up the canvas runs leaves them empty, and an empty label,
/// button or image view is 0×0 (no text, no image: no intrinsic size), so the picture would show
/// nothing where the content goes. Such a label shows its own name as its text, such a button its
/// name as its title, such an image view a 24×24 picture (the size a placeholder image has
/// everywhere, docs/language.md "Pasting from the docs"), all named in one note: what a fragment
/// takes from its surroundings gets a visible, named placeholder. Content the code does set, even
/// to "" or nil, is kept. The same holds for the views of a pasted class with a layout body (a
/// `@QuickLayout` class, an app's `QuickLayoutView` subclass), whose `configure(…)` the canvas does
/// not run either, and of a SwiftLayout class's `var layout`. So does a label its set-up code
/// clears (`text = ""`) that other code of the class fills with a value (`isClearedForLater`). Such a UIKit view that still
/// translates its autoresizing mask, whose frame the code that runs never sets and no constraint
/// places, is placed where its content is set too (`badge.frame.size = …` beside `badge.text =`):
/// it stands at its own size at its origin, as `sizeToFit()` leaves it, said in the same note; so
/// does a view of a type another file declares (an 80×44 placeholder box, its own class's init
/// setting its frame there), in a note of its own.
extension Evaluator {
  /// Fills the empty labels and image views in the hierarchy whose content the code never set,
  /// before the layout passes (`layoutSubviews` measures them).
  func fillContentFromSurroundings() {
    fillContent(of: uikit.added.filter { uikit.guideKinds[$0] == nil }, placing: true)
  }

  /// Fills the empty labels, buttons and image views of a pasted class shown by its layout body,
  /// before the body is built (its leaves take the views' kinds as they are then).
  func fillClassBodyContentFromSurroundings() {
    guard showsClassBody else { return }
    fillContent(of: Array(viewTable.views.indices), placing: false)
  }

  /// Fills the empty labels, buttons and image views a pasted class's SwiftLayout `var layout`
  /// places (`placed`), once the layout's own `config { … }` blocks have run.
  func fillAnchorsLayoutContentFromSurroundings(_ placed: [Int]) {
    guard flattenedClass != nil else { return }
    fillContent(of: placed, placing: false)
  }

  /// True when the label `view` (named `name`) was set to `""` by the code that ran, while other
  /// code of the class sets its text to a value (`photoUser.text = ""` in viewDidLoad,
  /// `photoUser.text = meta.name` once a photo loads): the set-up code clears it for content that
  /// comes later, which its placeholder stands for.
  private func isClearedForLater(_ view: Int, _ name: String) -> Bool {
    guard case .label(let text, _, _) = viewTable.views[view].kind, text.isEmpty else { return false }
    return textsFilledLater.contains(name)
  }

  /// Gives `views` whose content the code never set their placeholder content, in one note; with
  /// `placing`, a UIKit view that no code places stands at that size at its origin.
  private func fillContent(of views: [Int], placing: Bool) {
    var filled: [String] = []
    var location: SourceLocation?
    var sized = false
    var boxes: [String] = []
    let constrained = Set(uikit.activationOrder.map { uikit.records[$0].constraint.item })
    func isUnplaced(_ view: Int) -> Bool {
      uikit.translatesMask(view) && uikit.frames[view] == nil && !constrained.contains(view)
        && uikit.stacks.values.allSatisfy { !$0.arranged.contains(view) }
    }
    defer {
      if !boxes.isEmpty, let first = views.first(where: { viewTable.name(ofView: $0) == boxes[0] }) {
        note("no code here places \(boxes.count == 1 ? "this view" : "these views") of another file's type (its own class sets its frame): "
               + "each stands at its placeholder's size at its origin: \(boxes.joined(separator: ", "))", at: viewTable.views[first].location)
      }
      if let location {
        note("the code that runs gives \(filled.count == 1 ? "this view" : "these views") no content (its text or image is set elsewhere: "
               + "a configure method, an observer, another file), so each shows a placeholder: a label its name, a button its name as its title, an image "
               + "24×24 points\(sized ? ", and one that no code places stands at that size at its origin" : ""): \(filled.joined(separator: ", "))",
             at: location)
      }
    }
    for view in views {
      if placing, viewTable.views[view].isPlaceholder, case .sizedView = viewTable.views[view].kind, uikit.superviews[view] != nil,
         isUnplaced(view), let name = viewTable.name(ofView: view) {
        sizeToFit(view)  // `let menuContent = MenuButton()` of another file, added and never framed
        boxes.append(name)
        continue
      }
      guard !viewTable.views[view].isPlaceholder, let name = viewTable.name(ofView: view),
            !viewTable.states[view].hasContentSet || isClearedForLater(view, name) else { continue }
      // A view of an instance of another class of the file is named by its path
      // (`MessageContentView.titleLabel`): its text is its own name, `titleLabel`.
      let ownName = String(name[(name.lastIndex(of: ".").map(name.index(after:)) ?? name.startIndex)...])
      switch viewTable.views[view].kind {
      case .label(let text, let lines, let font) where text.string.isEmpty:
        viewTable.views[view].kind = .label(text: LabelText(ownName), lines: lines, font: font)
      case .button(let title, let font) where title.isEmpty:
        viewTable.views[view].kind = .button(title: ownName, font: font)
      case .fixed(let size) where size == .zero && viewTable.views[view].typeName == "UIImageView":
        viewTable.views[view].kind = .fixed(Size(width: 24, height: 24))
      default:
        continue
      }
      filled.append(name)
      if location == nil { location = viewTable.views[view].location }
      if placing, isUnplaced(view) {
        sizeToFit(view)
        sized = true
      }
    }
  }
}
