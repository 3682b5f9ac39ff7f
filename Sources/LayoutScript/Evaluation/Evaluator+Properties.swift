import LayoutCore

/// View properties: `title.text = "…"` and reading them back (SPEC 1.1).
extension Evaluator {
  /// The properties a view of `kind` has.
  static func propertyNames(of kind: LeafKind) -> [String] {
    let common = ["isHidden", "backgroundColor"]
    switch kind {
    case .label: return ["text", "numberOfLines", "font", "textColor"] + common
    case .button: return ["title", "font", "textColor", "titleLabel"] + common
    case .sizedView: return ["width", "height"] + common
    case .fixed: return ["width", "height", "image"] + common
    case .plainView, .horizontallyExpandable, .scrollable: return common
    }
  }

  /// `view.name`.
  func property(_ name: String, of id: Int, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch (name, viewTable.views[id].kind) {
    case ("isHidden", _): return .bool(viewTable.views[id].isHidden)
    case ("backgroundColor", _), ("textColor", _): return viewTable.views[id].color.map(Value.color) ?? .void
    case ("titleLabel", .button): return .view(id)
    case ("text", .label(let text, _, _)): return .string(text.string)
    case ("title", .button(let text, _)): return .string(text)
    case ("numberOfLines", .label(_, let lines, _)): return .number(Double(lines))
    case ("font", .label(_, _, let font)), ("font", .button(_, let font)): return .number(font)
    case ("width", .sizedView(let size)), ("width", .fixed(let size)): return .number(size.width)
    case ("height", .sizedView(let size)), ("height", .fixed(let size)): return .number(size.height)
    default:
      if let placeholder = try placeholderProperty(name, of: id, at: location) { return placeholder }
      if viewTable.views[id].typeName == "Color", SwiftUIShapeStyles.refinements.contains(name) { return .view(id) }  // `Color.blue.gradient`
      // `blur.contentView`: the view that holds a visual effect view's (or a cell's) content, which fills
      // it (UIVisualEffectView's reference: "add subviews to the contentView"), read as the view itself.
      if name == "contentView", ["UIVisualEffectView", "UITableViewCell", "UICollectionViewCell"].contains(viewTable.views[id].typeName) {
        return .view(id)
      }
      // `textView.textContainer`, `cell.textLabel`: a UIKit property qlrepl does not model, unless a near miss of one it does.
      if let opaque = try opaqueMember(name, of: opaqueOwner(.view(id)), known: Self.propertyNames(of: viewTable.views[id].kind), at: location) {
        return opaque
      }
      // `color.luminance`, `image.aspectRatio` in a SwiftUI file: a property an extension of the app
      // gives SwiftUI's value (none of SwiftUI's own is read off a view), an opaque placeholder.
      if semanticsChoice.swiftUIMark == "View",
         let opaque = try placeholderStatic(name, of: opaqueOwner(.view(id)), known: Self.propertyNames(of: viewTable.views[id].kind),
                                            as: .opaque, at: location) {
        return opaque
      }
      throw unknownProperty(name, of: id, at: location)
    }
  }

  /// `view.name = value`: changes the view before the body is built.
  func setProperty(_ name: String, of id: Int, to value: Value, at location: SourceLocation) throws(Diagnostic) {
    let argument = EvaluatedArgument(label: name, value: value, isTrailingClosure: false, location: location,
                                     callee: viewTable.views[id].name)
    if viewTable.views[id].typeName == "UITextView", try setTextViewProperty(name, of: id, argument) { return }
    switch (name, viewTable.views[id].kind) {
    case ("isHidden", _):
      viewTable.views[id].isHidden = try bool(argument, default: false)
    case ("backgroundColor", _):
      viewTable.views[id].color = try color(argument)
      viewTable.states[id].hasBackgroundColor = viewTable.views[id].color != nil
    case ("textColor", .label), ("textColor", .button):
      let color = try color(argument)
      if !viewTable.states[id].hasBackgroundColor { viewTable.views[id].color = color }
    case ("image", .fixed) where ["UIImageView", "Image"].contains(viewTable.views[id].typeName):  // by SwiftUI's rules a UIImageView is named Image
      let image = try convert(argument, default: Value.void, "a UIImage or nil") { value in
        switch value {
        case .image, .void: return value
        // `imageView.image = menu.thumbnailImage` of a model another file declares, `Asset.Asset.email.image`
        // of the app's asset catalog: an image, as `imageSize` says.
        case .view(let other) where viewTable.views.indices.contains(other)
          && (isPlaceholderName(value) || viewTable.views[other].isPlaceholder): return value
        default: return nil
        }
      }
      viewTable.views[id].kind = .fixed(imageSize(image))
      viewTable.states[id].hasContentSet = true
    case ("text", .label(_, let lines, let font)), ("attributedText", .label(_, let lines, let font)):
      viewTable.states[id].hasContentSet = true
      viewTable.views[id].kind = .label(text: LabelText(try string(argument, default: "")), lines: lines, font: font)
    case ("numberOfLines", .label(let text, _, let font)):
      let lines = try integer(argument, default: 1)
      guard lines >= 0 else { throw mismatch(argument, "0 (unlimited) or a positive line count") }
      viewTable.views[id].kind = .label(text: text, lines: lines, font: font)
    case ("font", .label(let text, let lines, _)):
      viewTable.views[id].kind = .label(text: text, lines: lines, font: try font(argument))
    case ("title", .button(_, let font)):
      viewTable.states[id].hasContentSet = true
      viewTable.views[id].kind = .button(title: try string(argument, default: ""), font: font)
    case ("font", .button(let title, _)):
      viewTable.views[id].kind = .button(title: title, font: try font(argument))
    case ("width", .sizedView(let size)), ("height", .sizedView(let size)):
      viewTable.views[id].kind = .sizedView(size.with(try number(argument, default: 0), along: name == "width" ? .horizontal : .vertical))
    case ("width", .fixed(let size)), ("height", .fixed(let size)):
      viewTable.views[id].kind = .fixed(size.with(try number(argument, default: 0), along: name == "width" ? .horizontal : .vertical))
    default:
      // Any other UIKit setter (`slider.minimumTrackTintColor`, `label.shadowColor`) is taken as
      // appearance only and noted once; a near miss of a property that changes the layout (one edit
      // away, the typo rule of `Placeholders.typoHint`: `baseForegroundColor` is no `backgroundColor`) is an error.
      let known = Self.propertyNames(of: viewTable.views[id].kind)
      // A name it knows that this kind does not take (`image` of a placeholder view) is no typo: accepted so.
      if !known.contains(name), Placeholders.typoCandidate(name, values: known, types: []) != nil { throw unknownProperty(name, of: id, at: location) }
      appearanceSetters.insert(name)
      if appearanceSetters.count == 1 { appearanceSetterLocation = location }
    }
  }

  /// UIKit setters that do change a view's size but that qlrepl does not model (a button
  /// configuration's insets and paddings, UIKit's `UIButton.Configuration` reference; a label's
  /// font shrinking to fit): said so, never called appearance.
  static let unmodelledLayoutSetters: Set<String> = [
    "contentInsets", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "imagePadding", "titlePadding", "imagePlacement",
    "buttonSize", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "adjustsFontForContentSizeCategory",
  ]

  /// The notes naming the UIKit setters taken as appearance only, and those that change a size
  /// qlrepl does not model (`unmodelledLayoutSetters`).
  func noteAppearanceSetters() {
    guard let location = appearanceSetterLocation else { return }
    let sizing = appearanceSetters.filter(Self.unmodelledLayoutSetters.contains)
    let appearance = appearanceSetters.subtracting(sizing)
    func listed(_ names: Set<String>) -> String { names.sorted().map { "'\($0)'" }.joined(separator: ", ") }
    if !appearance.isEmpty {
      note("\(listed(appearance)) \(appearance.count == 1 ? "is" : "are") not modelled and taken as appearance only: "
             + "\(appearance.count == 1 ? "it does" : "they do") not change the layout", at: location)
    }
    if !sizing.isEmpty {
      note("\(listed(sizing)) \(sizing.count == 1 ? "changes" : "change") a view's size in UIKit but \(sizing.count == 1 ? "is" : "are") not modelled: "
             + "the views keep the size qlrepl gives them (docs/uikit-auto-layout.md)", at: location)
    }
  }

  /// The name of a colour: `.systemBlue`, `UIColor.red`, `UIColor(red:green:blue:alpha:)`; nil for `nil`.
  private func color(_ argument: EvaluatedArgument) throws(Diagnostic) -> String? {
    switch argument.value {
    case .color(let name), .member(let name): return name
    case .void: return nil
    case .view(let id) where viewTable.views[id].isPlaceholder && viewTable.views[id].typeName == Placeholders.typeName:
      placeholders.use(viewTable.views[id].name, as: .color, at: argument.location)  // `Asset.Colors.Label.secondary.color`
      return nil
    default: throw mismatch(argument, "a UIColor, such as .systemBlue or UIColor(red: 1, green: 0, blue: 0, alpha: 1)")
    }
  }

  private func unknownProperty(_ name: String, of id: Int, at location: SourceLocation) -> Diagnostic {
    let view = viewTable.views[id]
    let names = Self.propertyNames(of: view.kind)
    return Diagnostic("'\(view.name ?? view.typeName)' (a \(view.typeName)) has no property '\(name)'", at: location,
                      hint: siteHint(for: view.typeName + "." + name, at: location) {
                        didYouMean(name, among: names) ?? "its properties are " + names.joined(separator: ", ")
                      })
  }
}
