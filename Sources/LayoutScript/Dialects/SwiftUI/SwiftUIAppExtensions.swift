import LayoutCore

/// What an app's own extension adds to SwiftUI's types, declared in another file (issue 22: "a
/// name that is simply not ours is a placeholder"), told from a typo by its labels: a call with a
/// label none of Apple's overloads has, none one edit from one of them, in a SwiftUI view's file.
/// A near miss (`Color(whte: 1)`, `.frame(wdth: 20)`) stays an error with its did-you-mean, and a
/// file written for qlrepl keeps every error.
///
/// - An initializer of `Color` or `Image` (`Color(designSystemColor: .background)`, `Image(icon:
///   .close)`) makes a value of that type: the type's `init(_ name: String)` of an asset named
///   for the label (`Color("designSystemColor")`, a colour that fills its proposal as every
///   colour does; `Image("icon")`, an asset image, 24×24 as `Image("name")` is here).
/// - A modifier of SwiftUI's called with arguments none of its overloads takes (`.frame(.square(16))`
///   of an app's `frame(_ size: CGSize)`) passes its content through, as a modifier qlrepl does
///   not know does: what the app's overload does is in the file qlrepl does not see. One given a
///   `CGSize` qlrepl knows (`.frame(CGSize(width: 20, height: 20))`, `.frame(iconSize)`) is read as
///   what such an overload is written for, `frame(width: size.width, height: size.height)` (our
///   reading, said in a note at the place).
///
/// Each is listed once in the placeholders' warning.
extension Evaluator {
  /// The types whose unknown initializers stand in as their asset initializer `init(_:)`.
  static let appInitializerTypes: Set<String> = ["Color", "Image"]

  /// The stand-in value of `name(label: …)` for labels `known` does not take, made by `make`
  /// given the asset's name; nil when the labels fit, one is a near miss, or the file is not SwiftUI's.
  func appExtensionInitializer(_ name: String, _ arguments: Arguments, known: [String],
                               make: (Arguments) throws(Diagnostic) -> Value) throws(Diagnostic) -> Value? {
    guard Self.appInitializerTypes.contains(name), let unknown = appExtensionLabels(arguments, known: known),
          let first = unknown.first else { return nil }
    placeholders.use(name + "(" + unknown.map { $0 + ":" }.joined() + ")", as: .appInitializer, at: arguments.location)
    let asset = EvaluatedArgument(label: nil, value: .string(first), isTrailingClosure: false, location: arguments.location, callee: name)
    return try make(Arguments(items: [asset], callee: name, location: arguments.location))
  }

  /// `base` unchanged for the modifier `.name(…)` whose `arguments` none of SwiftUI's overloads
  /// (`known` labels) takes; nil when they fit, a label is a near miss, or the file is not SwiftUI's.
  func appExtensionModifier(_ name: String, on base: Value, _ arguments: Arguments, known: [String],
                            at location: SourceLocation) -> Value? {
    guard let unknown = appExtensionLabels(arguments, known: known) else { return nil }
    if name == "frame", arguments.items.count == 1, let size = arguments.positional(0), case .size(let side) = size.value,
       let framed = try? modified(Child(value: base, location: location), .frame(width: side.width, height: side.height, alignment: .center), arguments) {
      if unmodelledNotePlaces.insert(location).inserted {
        note("'.frame(_:)' given a CGSize is the app's own extension, declared in another file: read as "
               + "frame(width: size.width, height: size.height), what such an overload is written for", at: location)
      }
      return framed
    }
    let labels = arguments.items.filter { !$0.isTrailingClosure }.map { ($0.label ?? "_") + ":" }
    placeholders.use("." + name + "(" + (unknown.isEmpty ? labels : unknown.map { $0 + ":" }).joined() + ")", as: .modifier, at: location)
    return base
  }

  /// The labels of `arguments` that `known` does not list, when they make a call of an app's
  /// extension: in a SwiftUI file, the arguments do not fit `known`, and no label is a slip of a
  /// listed one (`isLabelSlip`).
  private func appExtensionLabels(_ arguments: Arguments, known: [String]) -> [String]? {
    guard semanticsChoice.swiftUIMark == "View", !arguments.fits(known) else { return nil }
    let unknown = arguments.items.compactMap(\.label).filter { !known.contains($0) }
    guard !unknown.contains(where: { label in known.contains { isLabelSlip(label, of: $0) } }) else { return nil }
    return unknown
  }
}
