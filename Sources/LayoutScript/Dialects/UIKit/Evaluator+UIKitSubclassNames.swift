import LayoutCore

/// A view type another file of the app declares whose name is UIKit's own class name with a
/// prefix or a suffix (`ARSerifLabel()`, `ARBlackFlatButton()`, `AvatarImageView()`,
/// `UIImageViewAligned()`, `@IBOutlet var field: PhoneNumberTextField!`). Apps name their
/// subclasses so (Artsy's Artsy+UILabels pod declares `ARSerifLabel : ARLabel` and `ARLabel :
/// UILabel`; the UIImageViewAligned pod's class is a `UIImageView`), and the code uses them as that
/// class (`label.text =`, `button.setTitle(_:for:)`), so the view is made as the
/// UIKit class the name ends in: a label sized by its text and font, a button by its title, an
/// image view by its image. As a box of 80×44 it would ignore the text the file gives it, and as
/// the UIKit class it draws what the code sets, which is the picture the app shows unless the
/// subclass overrides its size (not in the file: said in the one note per type).
///
/// Only the classes whose size comes from their content are read so: `…Label`, `…Button`,
/// `…ImageView`, `…TextField`. A `…View`, `…StackView` or `…TextView` of an app is as often no
/// subclass of UIKit's class of that name (an `ORStackView` is a `UIView`, StyledTextKit's
/// `StyledTextView` is no `UITextView`): it stays a placeholder box. A name one edit from a UIKit
/// name (`UILabell`) stays a typo with its did-you-mean.
extension Evaluator {
  /// The UIKit classes an app's subclass is recognised by, by the end of its name.
  static let subclassedByName = ["UIImageView", "UITextField", "UILabel", "UIButton"]

  /// The UIKit class `name` reads as a subclass of: `ARSerifLabel` a `UILabel`, `UIImageViewAligned`
  /// a `UIImageView`; nil for any other name, or UIKit's own.
  static func uikitClass(namedBy name: String) -> String? {
    guard name.first?.isUppercase == true, !subclassedByName.contains(name) else { return nil }
    return subclassedByName.first { uikit in name.hasSuffix(uikit.dropFirst(2)) || name.hasPrefix(uikit) }
  }

  /// `ARSerifLabel()` in UIKit code, of a type the file does not declare: a new view of the UIKit
  /// class its name ends in (`uikitClass(namedBy:)`), given the arguments that class takes (the
  /// subclass's own are left out, noted), noted once per type. Nil outside UIKit code, for any
  /// other name, or for a typo of a known type.
  func uikitSubclassView(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard isUIKitCode, let uikitName = Self.uikitClass(namedBy: name), let constructor = Vocabulary.views[uikitName],
          typoHint(name, call: arguments) == nil else { return nil }
    let labels = constructor.labels + ["frame"]
    var given = withoutUnmodelledLabels(arguments, labels)
    if !given.fits(labels) { given.items.removeAll { $0.label != "frame" } }  // `PaddedLabel(insets)`: the subclass's own
    let view = try createView(constructor, given)
    if case .view(let id) = view { uikit.subclassViews[id] = (name, viewTable.views[id].kind) }
    if uikit.subclassNames.insert(name).inserted {
      note("'\(name)' is not declared in the file: its name says it is a \(uikitName) of the app's, so it is made as a \(uikitName), "
             + "sized by what the code gives it; what the subclass adds (in another file) is not modelled", at: arguments.location)
    }
    return view
  }

  /// At the end of the code: an app's subclass the code never gave content (no `text`, title or
  /// image) is not used as its UIKit class after all, and goes back to the placeholder box of its
  /// type (80×44) that a view of another file's type is; and, like such a view, one the file
  /// constrains is taken as not translating its autoresizing mask (`Evaluator+AppViewTypes`).
  func settleUIKitSubclassViews() {
    for (view, made) in uikit.subclassViews.sorted(by: { $0.key < $1.key }) {
      if !viewTable.states[view].hasContentSet, viewTable.views[view].kind == made.kind {  // no title set either
        viewTable.views[view].kind = .sizedView(Placeholders.boxSize)
        viewTable.views[view].typeName = made.name
        viewTable.views[view].isPlaceholder = true
      }
    }
  }
}
