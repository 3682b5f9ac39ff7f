import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import XCTest
@testable import LayoutScript

/// Issue 22's corpus (`Fixtures/RealWorld`): files written after real app code (each names in
/// its header the public file it follows). Each must evaluate without error, lay out at least
/// the frames its header says (`// expect-min-frames: K`), draw no view 0×0 beyond
/// `// expect-max-zero: N`, and show the views the table below names; some frames are checked
/// exactly, worked out by hand from the documented rules (README, "Real app code").
final class RealWorldCorpusTests: XCTestCase {
  private var folder: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/RealWorld") }

  /// A file laid out: every placed view's frame by name, and the views' type names.
  private func layOut(_ file: String) throws -> (frames: [String: Rect], types: [String], zero: Int, placed: Int) {
    let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    let laidOut = try Pipeline.run(source: source, path: file)
    let result = try XCTUnwrap(laidOut.result, file)
    var frames: [String: Rect] = [:]
    var types: [String] = []
    var zero = 0
    let hidden = result.hiddenViews(of: laidOut.script)  // laid out and not drawn, as the JSON report's `hidden`
    for (id, view) in laidOut.script.views.enumerated() where !hidden.contains(id) {
      guard let frame = result.frames.indices.contains(id) ? result.frames[id] : nil else { continue }
      frames[view.name] = frame
      types.append(view.typeName)
      if frame.size.width == 0 || frame.size.height == 0 { zero += 1 }
    }
    return (frames, types, zero, frames.count)
  }

  /// The number after `// NAME:` in a file's header, if it has one.
  private func header(_ name: String, of source: String) -> Int? {
    source.split(separator: "\n").first { $0.hasPrefix("// \(name):") }
      .flatMap { Int($0.dropFirst(name.count + 4).trimmingCharacters(in: .whitespaces)) }
  }

  func testEveryFileRendersItsFramesAndNoViewWithContentIsEmpty() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ql") }.sorted()
    XCTAssertGreaterThanOrEqual(files.count, 60)
    for file in files {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      XCTAssertTrue(source.hasPrefix("// Modelled on "), "\(file) names the public file it follows")
      let minimum = try XCTUnwrap(header("expect-min-frames", of: source), file)
      do {
        let laidOut = try layOut(file)
        XCTAssertGreaterThanOrEqual(laidOut.placed, minimum, file)
        XCTAssertLessThanOrEqual(laidOut.zero, header("expect-max-zero", of: source) ?? 0, file)
      } catch let failure as ScriptFailure {
        XCTFail("\(file):\n\(failure.rendered())")
      }
    }
  }

  /// The views each file must show, by type, at least so many of each.
  func testEachFileShowsItsViews() throws {
    let table: [(file: String, views: [String: Int])] = [
      ("settings-navigation-view.ql", ["NavigationBar": 1, "Text": 2]),
      ("huri-quicklayout-preset-cell.ql", ["UIImageView": 1, "UILabel": 3]),
      ("huri-quicklayout-signup-form.ql", ["UILabel": 1, "UITextField": 2, "UIButton": 1]),
      ("overloaded-inits-array-builder-steps.ql", ["Image": 2, "Text": 7]),
      ("binding-storage-foreach-projection.ql", ["Toggle": 2, "TextEditor": 1, "TextField": 1]),
      ("image-extension-implicit-members.ql", ["Image": 1, "Text": 4]),
      ("extension-self-init-presets.ql", ["BannerMessage": 3]),
      ("tabview-symbol-tabs.ql", ["TabBar": 1, "Text": 1]),
      ("tabview-label-items.ql", ["TabBar": 1, "Image": 1, "Text": 1]),
      ("viewmodel-state-switch.ql", ["ProgressView": 1]),
      ("loading-state-views.ql", ["Image": 1, "Text": 1]),
      ("landmark-row-preview.ql", ["Image": 2, "Text": 1]),
      ("steppers-and-dates.ql", ["Stepper": 2, "DatePicker": 2, "Text": 2]),
      ("profile-card-generic.ql", ["Text": 5, "Color": 2]),
      ("enum-tabs-allcases.ql", ["Image": 3, "Text": 3]),
      ("observable-model-list.ql", ["Toggle": 1, "Button": 1]),
      ("ifdef-platform.ql", ["Text": 2, "Image": 1]),
      ("multiline-about.ql", ["Text": 2, "Link": 1]),
      ("quicklayout-grid-sliders.ql", ["UILabel": 7, "UISlider": 1]),
      ("scrum-card-preview-static.ql", ["Image": 2, "Text": 3]),
      ("meeting-progress.ql", ["ProgressView": 1, "Circle": 1, "Image": 3]),
      ("info-scroll-large-title.ql", ["NavigationBar": 1, "Text": 2]),
      ("gauge-labels.ql", ["Gauge": 1]),
      ("focus-login-stack.ql", ["TextField": 1, "SecureField": 1, "Button": 1]),
      ("observed-object-switch.ql", ["Text": 1, "Button": 1]),
      ("coffee-card-zstack.ql", ["RoundedRectangle": 1, "Text": 2]),
      ("sl-detail-controller.ql", ["UIImageView": 1, "UILabel": 2]),
      ("split-view-sidebar-detail.ql", ["NavigationBar": 1, "Text": 2]),
      ("ql-class-chat-bubble-cell.ql", ["BubbleView": 1, "StatusView": 1, "UILabel": 2, "UIActivityIndicatorView": 1]),
      ("ql-class-advance-sizing-proxy.ql", ["HintView": 1, "UIImageView": 1, "UILabel": 3]),
      ("ql-class-controller-hosts-view.ql", ["ProfileHeader": 1, "UIImageView": 1, "UILabel": 2]),
      ("ql-class-declared-after-use.ql", ["PriceRow": 2, "UILabel": 4]),
      ("ql-class-message-cell-sizing.ql", ["NoteCell": 2, "UIImageView": 2, "UILabel": 4]),
      ("ql-class-single-subview-override.ql", ["TagView": 2, "UILabel": 2]),
      ("movie-poster-store-placeholders.ql", ["Image": 1, "Text": 5]),
      ("allman-braces-settings.ql", ["Toggle": 1, "Image": 3, "Text": 5]),
      ("unmodelled-overloads-placeholder.ql", ["Text": 3, "Button": 1, "placeholder": 1]),
      ("initializer-sets-properties.ql", ["Text": 3, "Button": 1]),
      ("package-toolbar-swift-forms.ql", ["Text": 2, "Button": 1]),
      ("app-own-type-near-link.ql", ["Line": 1, "Text": 1]),
      ("representable-image-rows.ql", ["ImageWrapper": 5, "Text": 6]),
      ("preview-extension-method.ql", ["Toggle": 1, "TrailRow": 3]),
      ("background-shape-members.ql", ["Rectangle": 3, "Circle": 2, "Text": 1]),
      ("foreach-sections-if-empty.ql", ["Text": 3]),
      ("tvos-only-representable-text.ql", ["Text": 1, "NoteTextView": 1]),
      ("watchos-only-preview-other-init.ql", ["Image": 1, "Text": 1, "InboxRows": 1]),
      ("docs-tutorial-view-body-left-out.ql", ["RecipeDetailView": 1]),
      ("state-message-filled-on-appear.ql", ["Text": 2]),
      ("widget-intent-button-label.ql", ["Text": 1]),
      ("section-helper-content-closures.ql", ["SectionView": 2, "ProgressView": 2, "Slider": 1]),
      ("results-overloaded-praise.ql", ["Image": 2, "Text": 1, "Divider": 1, "Button": 1]),
      ("extension-gives-other-files-type-a-body.ql", ["Representable": 1]),
      ("composable-store-banner.ql", ["Text": 3, "Color": 1, "NavigationBar": 1]),
      ("menu-cell-platform-branches-details.ql", ["Image": 1, "Text": 2]),
      ("view-extension-method-representable.ql", ["ScrollFinder": 1, "placeholder": 1]),
      ("live-activity-date-range-preview.ql", ["DeliveryAttributes": 2]),
      ("uikit-self-drawing-icon-view.ql", ["CheckmarkIconView": 1]),
      ("uikit-table-controller-data-source.ql", ["UITableView": 1]),
      ("uikit-outlet-view-identifiable.ql", ["UILabel": 1]),
      ("uikit-controller-beside-panel-layouts.ql", ["MKMapView": 1]),
      ("uikit-huri-quicklayout-note-view.ql", ["UIButton": 2, "UILabel": 1, "UIImageView": 1]),
      ("swiftui-list-onreceive-guard-array-cast.ql", ["Text": 6]),
      ("swiftui-theme-modifier-postfix-if-multiline-let.ql", ["placeholder": 1]),
      ("swiftui-preview-kind-test-emptyview.ql", ["Circle": 1, "Text": 2, "RoundedRectangle": 1]),
      ("static-factory-accessory-grid.ql", ["Rectangle": 2, "Text": 3]),
      ("app-colour-tokens-attributes.ql", ["Text": 2]),
      ("loop-continue-sorted-comparator.ql", ["Text": 4]),
      ("widget-configuration-entry-view.ql", ["Text": 2]),
      ("router-enum-view-builder.ql", ["Text": 2]),
      ("init-parameter-placeholder-update-row.ql", ["Rectangle": 1, "Text": 4]),
      ("hidden-navigation-link-background.ql", ["Text": 3]),
      ("swiftui-preview-presented-sheet.ql", ["LinearGradient": 1, "Text": 2]),
      ("swiftui-connected-view-body-props.ql", ["CoverImage": 3, "ShelfBadge": 3]),
      ("swiftui-app-storage-typed-keys.ql", ["Toggle": 2, "Picker": 1, "Text": 2]),
      ("swiftui-own-sheet-overload.ql", ["Text": 2]),
      ("swiftui-measuring-modifiers.ql", ["Rectangle": 1]),
      ("swiftui-photo-picker-app-modifier.ql", ["Text": 5]),
      ("tca-tutorial-editor-placeholder.ql", ["Text": 3]),
      ("swiftui-modifier-overloads-theme.ql", ["Text": 2]),
      ("swiftui-list-sections-loaded-later.ql", ["List": 1]),
      ("swiftui-color-parameter-background.ql", ["Color": 2]),
    ]
    for (file, views) in table {
      let types = try layOut(file).types
      for (type, count) in views {
        XCTAssertGreaterThanOrEqual(types.filter { $0 == type }.count, count, "\(file): \(type)")
      }
    }
  }

  /// `--device NAME`: the device's screen is the canvas and its safe area what
  /// `safeAreaLayoutGuide` keeps views inside.
  func testADevicePresetsSafeAreaReachesTheLayoutGuides() throws {
    XCTAssertEqual(DevicePreset.named("iphone15")?.size, Size(width: 393, height: 852), "names match without case or spaces")
    XCTAssertNil(DevicePreset.named("Pixel 8"))
    let device = try XCTUnwrap(DevicePreset.named("iPhone 15"))
    let source = try String(contentsOf: folder.appendingPathComponent("sl-detail-controller.ql"), encoding: .utf8)
    let laidOut = try Pipeline.run(source: source, path: "sl-detail-controller.ql",
                                   options: LayoutOptions(canvas: CanvasOverride(size: device.size, safeArea: device.safeArea)))
    let frames = Dictionary(uniqueKeysWithValues: laidOut.script.views.enumerated().compactMap { id, view in
      laidOut.result?.frames[id].map { (view.name, $0) }
    })
    XCTAssertEqual(frames["thumbnailImageView"], Rect(x: 20, y: 79, width: 353, height: 353), "59 of safe area and the offset of 20")
    XCTAssertEqual(frames["contentView"], Rect(x: 20, y: 452, width: 353, height: 346), "852 − 34 − 20 = 798 at the bottom")
  }

  /// Frames worked out by hand (canvas 375 × 667; a text is 8 points a character and 20 tall at
  /// 16 pt, in proportion at other sizes; frames on the @2x pixel grid).
  func testFramesCheckedByHand() throws {
    // (what, file, view, frame)
    var cases: [(String, String, String, Rect)] = [
      ("a navigation bar is 44 tall across the canvas (HIG)", "settings-navigation-view.ql", "NavigationBar#1",
       Rect(x: 0, y: 0, width: 375, height: 44)),
      ("a file of extensions of another file's controller runs their set-up in an empty one: the bar under the safe area's top",
       "uikit-extension-of-another-files-controller.ql", "filterBarController.view", Rect(x: 0, y: 0, width: 375, height: 56)),
      ("the results view its search callback adds fills the rest below the bar", "uikit-extension-of-another-files-controller.ql",
       "resultsController.view", Rect(x: 0, y: 56, width: 375, height: 611)),
      ("a large title is 34 pt (11 × 17 = 187 by 42.5), 16 from the leading edge, centred in the 52-pt row: 44 + 4.75",
       "settings-navigation-view.ql", "Text#2", Rect(x: 16, y: 49, width: 187, height: 42.5)),
      ("the root view is centred in the 571 below the 96-pt bar: 96 + (571 − 20) / 2", "settings-navigation-view.ql", "Text#1",
       Rect(x: 111.5, y: 371.5, width: 152, height: 20)),
      ("a tab bar is 49 tall at the bottom (HIG)", "tabview-symbol-tabs.ql", "TabBar#1", Rect(x: 0, y: 618, width: 375, height: 49)),
      ("the first tab is centred above the bar, in headline (11 × 8.5 = 93.5)", "tabview-symbol-tabs.ql", "Text#1",
       Rect(x: 141, y: 298.5, width: 93.5, height: 21)),
      ("a linear ProgressView is 4 tall across the padded width", "meeting-progress.ql", "ProgressView#1", Rect(x: 16, y: 16, width: 343, height: 4)),
      ("the circle takes what is left: 635 − 4 − 43 − 20 − 3 × 8", "meeting-progress.ql", "Circle#1", Rect(x: 16, y: 79, width: 343, height: 544)),
      ("Button(action:label:) is its image label's size, at the trailing edge", "meeting-progress.ql", "Image#3",
       Rect(x: 339, y: 631, width: 20, height: 20)),
      ("the footer text under the circle and a spacing of 8", "meeting-progress.ql", "Text#5", Rect(x: 16, y: 631, width: 112, height: 20)),
      ("ForEach(Section.allCases): the first button's symbol, centred over its caption in a row of 24 + 30 + 42 + 2 × 24",
       "enum-tabs-allcases.ql", "Image#1", Rect(x: 117.5, y: 314, width: 20, height: 20)),
      ("the first case's raw value, 4 below its symbol at 12 pt", "enum-tabs-allcases.ql", "Text#1", Rect(x: 115.5, y: 338, width: 24, height: 15)),
      ("the last case's computed symbol", "enum-tabs-allcases.ql", "Image#3", Rect(x: 228.5, y: 314, width: 20, height: 20)),
      ("a generic card's background: 153 + 2 × 12 by 21.25 + 8 + 42.5 + 2 × 12, the two cards centred", "profile-card-generic.ql", "Color#1",
       Rect(x: 99, y: 227, width: 177, height: 96)),
      ("the card's title, inside its 12-pt padding", "profile-card-generic.ql", "Text#2", Rect(x: 111, y: 239, width: 59.5, height: 21.5)),
      ("the second card: its @ViewBuilder content spliced into its VStack, 16 below the first", "profile-card-generic.ql", "Color#2",
       Rect(x: 139.5, y: 339, width: 96, height: 101)),
      ("a Toggle bound to an @Observable model's property is 31 tall", "observable-model-list.ql", "Toggle#1",
       Rect(x: 16, y: 298, width: 343, height: 31)),
      ("Button(\"Verify\") is its title's size, 20 below the toggle", "observable-model-list.ql", "Button#1",
       Rect(x: 163.5, y: 349, width: 48, height: 20)),
      ("a large title set by `.navigationTitle(title)` from the preview's argument", "info-scroll-large-title.ql", "Text#2",
       Rect(x: 16, y: 49, width: 119, height: 42.5)),
      ("a large-title text with padding, centred below the bar", "settings-largetitle-vstack.ql", "Text#1",
       Rect(x: 51.5, y: 360.5, width: 272, height: 42.5)),
      ("a toolbar adds nothing: the VStack is centred in the 571 below the bar", "toolbar-sheet-state.ql", "Text#1",
       Rect(x: 163.5, y: 357.5, width: 48, height: 20)),
      ("a TextField is a body line (21.25) tall; the stack of 126.5 is centred", "focus-login-stack.ql", "TextField#1",
       Rect(x: 16, y: 286.5, width: 343, height: 21)),
      ("a SecureField is a TextField's size, 16 below", "focus-login-stack.ql", "SecureField#1", Rect(x: 16, y: 323.5, width: 343, height: 21.5)),
      ("the card's shape fills the 72-pt frame inside the padding", "coffee-card-zstack.ql", "RoundedRectangle#1",
       Rect(x: 16, y: 297.5, width: 343, height: 72)),
      ("the init(@ViewBuilder content:) content, padded 16 in the card", "coffee-card-zstack.ql", "Text#2", Rect(x: 303, y: 323.5, width: 40, height: 20)),
      ("Anchors.cap(view.safeAreaLayoutGuide, offset: 20) on a canvas without a safe area, a square thumbnail", "sl-detail-controller.ql",
       "thumbnailImageView", Rect(x: 20, y: 20, width: 335, height: 335)),
      ("the content 20 below the thumbnail and shoe(…, offset: 20): 667 − 20 − 375 = 272", "sl-detail-controller.ql", "contentView",
       Rect(x: 20, y: 375, width: 335, height: 272)),
      ("`if imageLoader.image != nil` of a model another file declares is taken as true: the 100×150 poster, centred",
       "movie-poster-store-placeholders.ql", "Image#1", Rect(x: 137.5, y: 195.5, width: 100, height: 150)),
      ("`store.state…movies[movieId].title` reads as the first sample's 'title 1', in headline (7 × 8.5)",
       "movie-poster-store-placeholders.ql", "Text#1", Rect(x: 137.5, y: 353.5, width: 59.5, height: 21)),
      ("a Form's first row, its brace on the line after `Section(header:)`", "allman-braces-settings.ql", "Toggle#1",
       Rect(x: 36, y: 69.5, width: 303, height: 31)),
      ("an overload qlrepl does not model is a placeholder box of 80 × 44, the rest laid out round it",
       "unmodelled-overloads-placeholder.ql", "Stepper(…)", Rect(x: 119.5, y: 309.5, width: 80, height: 44)),
      ("NSLocalizedString's key is the title (16 × 8), 4 below the placeholder", "unmodelled-overloads-placeholder.ql", "Button#1",
       Rect(x: 119.5, y: 357.5, width: 128, height: 20)),
      ("an optional `var` without a value is nil: `if let` takes its else branch, 'No target' (9 × 8)",
       "initializer-sets-properties.ql", "Text#2", Rect(x: 151.5, y: 311.5, width: 72, height: 20)),
      ("`x as? String ?? \"summary\"` of a placeholder reads 'summary'", "initializer-sets-properties.ql", "Text#3",
       Rect(x: 159.5, y: 375.5, width: 56, height: 20)),
      ("`case .photos where …,` over two lines, of a nested enum's qualified extension: 'All Access'",
       "package-toolbar-swift-forms.ql", "Text#1", Rect(x: 16, y: 323.5, width: 80, height: 20)),
      ("`.background(.black, in: .rect(cornerRadius: 12))`: the shape behind the text padded by 6, 48 + 12 by 20 + 12, "
         + "in a VStack of 32 + 8 + 20 + 8 + 10 centred", "background-shape-members.ql", "Rectangle#1",
       Rect(x: 157.5, y: 294.5, width: 60, height: 32)),
      ("a [CGFloat] property's placeholder samples are 1, 2, 3: the first capsule 6 × 1 tall, bottom-aligned in the 18-pt "
         + "frame centred in 667", "waveform-sample-numbers.ql", "Capsule#1", Rect(x: 0, y: 336.5, width: 3, height: 6)),
      ("the third capsule 6 × 3 tall, after 2 × (3 + 2)", "waveform-sample-numbers.ql", "Capsule#3",
       Rect(x: 10, y: 324.5, width: 3, height: 18)),
      ("Text(Image(systemName:)) is the symbol's 20 × 20, at the trailing edge inside the padding of 16", "text-image-glyph.ql",
       "Text#2", Rect(x: 339, y: 323.5, width: 20, height: 20)),
      ("a representable's UIKit view is an 80 × 44 box", "representable-image-rows.ql", "ImageWrapper#1",
       Rect(x: 36, y: 78, width: 80, height: 44)),
      ("a row's @ViewBuilder closure reads the outer view's `sender`: 'Kylee', 12 after the 32-pt circle, centred on it",
       "details-row-captured-closure.ql", "Text#2", Rect(x: 189.5, y: 303.5, width: 40, height: 20)),
    ]
    // Several classes in one file (docs/quicklayout.md, "Several classes in one file"): a class's view
    // is measured by its body (or its own sizeThatFits) and its body laid out again in its bounds.
    cases += [
      ("a bubble measured by its body: 30 characters and 2 × 12 across, 20 and 2 × 8 down, at the trailing inset of 12",
       "ql-class-chat-bubble-cell.ql", "bubble", Rect(x: 99, y: 304, width: 264, height: 36)),
      ("the bubble's label laid out again in the bubble's bounds, 12 and 8 inside", "ql-class-chat-bubble-cell.ql", "bubble.textLabel",
       Rect(x: 111, y: 312, width: 240, height: 20)),
      ("the status view: a 20-pt spinner, 6, 'Delivered' at 11 pt (9 × 5.5), 3 below the bubble, trailing",
       "ql-class-chat-bubble-cell.ql", "status", Rect(x: 287.5, y: 343, width: 75.5, height: 20)),
      ("the status label centred in the status view's 20: 14 of caption2 (13.75 rounded up)", "ql-class-chat-bubble-cell.ql", "status.label",
       Rect(x: 313.5, y: 346, width: 49.5, height: 14)),
      ("HintView's body: icon 24, 10, 'Swipe to archive' (16 × 8); the divider's maxWidth 200 the widest; 24 + 6 + 1 tall",
       "ql-class-advance-sizing-proxy.ql", "hint", Rect(x: 87.5, y: 286, width: 200, height: 31)),
      ("the caption in the hint's bounds, after the icon and 10", "ql-class-advance-sizing-proxy.ql", "hint.caption",
       Rect(x: 140.5, y: 288, width: 128, height: 20)),
      ("a view controller's body puts the header at the top of its 16-pt padding, centred: 24 + 12 + 'Rosa Díaz' (9 × 8)",
       "ql-class-controller-hosts-view.ql", "header", Rect(x: 133.5, y: 16, width: 108, height: 37)),
      ("the handle at 12 pt, 2 under the name, in the header's bounds", "ql-class-controller-hosts-view.ql", "header.handle",
       Rect(x: 169.5, y: 38, width: 30, height: 15)),
      ("NoteCell's own sizeThatFits: the width proposed, its body's height 12 + 17.5 + 4 + 17.5 + 12; the two cells centred",
       "ql-class-message-cell-sizing.ql", "first", Rect(x: 0, y: 270.5, width: 375, height: 63)),
      ("the second cell's text at 14 pt (39 × 7), in its bounds", "ql-class-message-cell-sizing.ql", "second.textLabel",
       Rect(x: 52, y: 367, width: 273, height: 17.5)),
      ("a view without the macro measured by its override, body.sizeThatFits: 8 + 'swift' (5 × 8) + 8",
       "ql-class-single-subview-override.ql", "first", Rect(x: 16, y: 323.5, width: 56, height: 20)),
      ("its label in its bounds, 8 in", "ql-class-single-subview-override.ql", "first.label", Rect(x: 24, y: 323.5, width: 40, height: 20)),
      ("rows made by a class declared after the screen, on a custom alignment declared last (a row's guides stay in the row)",
       "ql-class-declared-after-use.ql", "rows[1]", Rect(x: 127.5, y: 337.5, width: 120, height: 20)),
    ]
    // UIKit files of issue 22's fresh sets (PopupDialog, Aidoku, GoMap, habitica): frames set by code, masks and PinLayout.
    cases += [
      ("a blur view made at .zero with flexible masks fills the overlay", "uikit-overlay-flexible-masks.ql", "blur",
       Rect(x: 0, y: 0, width: 375, height: 667)),
      ("VFL's 24@900 margins give way to the 320 maximum, centred; 16 + a 20-pt label + 16 tall, centred vertically (iPhone: not the iPad branch)",
       "uikit-alert-container-idiom-vfl.ql", "shadowView", Rect(x: 27.5, y: 307.5, width: 320, height: 52)),
      ("the knob of another file's type keeps the 20 × 14 of its frame:, read back by bounds, centred in the 32-pt handle",
       "uikit-scrubber-track-guard-lens.ql", "knob", Rect(x: 6, y: 326.5, width: 20, height: 14)),
      ("the guard on frame.size != .zero returns (frames of constrained views are zero while code runs): the fill keeps its 6",
       "uikit-scrubber-track-guard-lens.ql", "filledRail", Rect(x: 6, y: 331.5, width: 6, height: 4)),
      ("Self.makeArrowButton(center:) centres a 30-pt button on (120, 80)", "uikit-self-static-button-factory.ql", "arrowButton",
       Rect(x: 105, y: 65, width: 30, height: 30)),
      ("a stack subclass's own zero-top layoutMargins of 10 at the sides: three caller views, equally (355 − 2 × 5) / 3, centred",
       "uikit-segmented-stack-subclass.ql", "segments[1]", Rect(x: 130, y: 311.5, width: 115, height: 44)),
      ("a large activity indicator is 37 × 37 from its init(style:), centred on the root's centre by center =",
       "uikit-spinner-centered-by-frame.ql", "spinner", Rect(x: 169, y: 315, width: 37, height: 37)),
      ("a switch takes its own 51 × 31 at the origin its code sets", "uikit-spinner-centered-by-frame.ql", "toggle",
       Rect(x: 16, y: 100, width: 51, height: 31)),
      ("a UIView the caller gives, added and never framed: a placeholder box at its 80 × 44 at the origin",
       "uikit-wrapper-given-view.ql", "wrappedView", Rect(x: 0, y: 0, width: 80, height: 44)),
      ("setup(scrollView:) runs, as it adds the controller's own composer too; the composer's height of another file is the box's 44, 56 above the bottom",
       "uikit-chat-setup-scrollview-frames.ql", "composer", Rect(x: 0, y: 611, width: 375, height: 44)),
      ("the scroll view the caller gives fills the root down to the composer's top", "uikit-chat-setup-scrollview-frames.ql", "scrollView",
       Rect(x: 0, y: 0, width: 375, height: 611)),
      ("another file's currency symbol read as its name, 'currencySymbol' (14 × 8), in the 40-pt frame the code sets",
       "uikit-label-text-of-another-file.ql", "currencyLabel", Rect(x: 20, y: 120, width: 40, height: 24)),
      ("an empty stack (its buttons come from actions the app adds) takes the box's 44 at 51; 40 above the bottom, 20 in at the sides",
       "uikit-action-sheet-empty-stacks.ql", "buttonsStack", Rect(x: 20, y: 583, width: 335, height: 44)),
      ("a label viewDidLoad clears and a completion handler fills shows its name, 'authorLabel' (11 × 8), stacked 8 below the 24-pt image",
       "uikit-photo-labels-cleared-then-filled.ql", "authorLabel", Rect(x: 16, y: 32, width: 88, height: 20)),
      ("PinLayout: 116 × 43 centred, below the 60-pt portrait at 40 plus marginTop 10", "uikit-pinlayout-class-card.ql", "pill",
       Rect(x: 129.5, y: 110, width: 116, height: 43)),
      ("sizeToFit(.height) keeps the pill's 43 and takes 'caption' (7 × 8); right(of:) the badge at (116 − 92) / 2 + 32 + 4",
       "uikit-pinlayout-class-card.ql", "caption", Rect(x: 177.5, y: 110, width: 56, height: 43)),
      ("start(34).end(34) is 307 wide; sizeToFit(.width) wraps the 41-character text into two 20-pt lines, 8 below the pill",
       "uikit-pinlayout-class-card.ql", "blurb", Rect(x: 34, y: 161, width: 307, height: 40)),
      ("sizeToFit() takes the button's 56 × 34 over height(32), minWidth 110, centred, 16 below the text",
       "uikit-pinlayout-class-card.ql", "chooseButton", Rect(x: 132.5, y: 217, width: 110, height: 34)),
    ]
    // Swift the real files use (issue 22, point 1): each frame follows from the value Swift computes.
    cases += [
      ("the @ArrayBuilder's second step, its title from the nested type's argument: 'Hold the button.' (16 × 8) under 'Pair' 8 apart, right of the 32-pt symbol and 12",
       "overloaded-inits-array-builder-steps.ql", "Text#2", Rect(x: 44, y: 223.5, width: 128, height: 20)),
      ("the two-button overload taking Strings, not the @ViewBuilder one: 'Later' (5 × 8) padded 6 under the 40-pt 'Save' frame and 4",
       "overloaded-inits-array-builder-steps.ql", "Text#7", Rect(x: 167.5, y: 445.5, width: 40, height: 20)),
      ("the enum case's view, read back by `switch self`, pinned to the sides, 20 down and 120 tall",
       "uikit-enum-payload-backdrop.ql", "dimming", Rect(x: 0, y: 20, width: 375, height: 120)),
      ("`if case .dim(_, let alpha)` binds 0.6: the badge (6 × 8) 60 in, centred in the 120", "uikit-enum-payload-backdrop.ql", "badge",
       Rect(x: 60, y: 70, width: 48, height: 20)),
      ("the view of another file loadView() gives the controller, made in init (run first), fills the screen",
       "uikit-loadview-other-file-view.ql", "scannerView", Rect(x: 0, y: 0, width: 375, height: 667)),
      ("a lazy layer's `frame = bounds` leaves it be; the lazy button at its frame", "uikit-lazy-layer-bounds.ql", "handle",
       Rect(x: 12, y: 8, width: 60, height: 44)),
      ("Stevia's layout { 140; |-name-| ~ 56; 12; |-code-help-| ~ 56 }: the second row 12 under the first (140 + 56), the field 8 in "
         + "and 8 before the 90-pt help button, itself 8 from the right", "uikit-stevia-sign-in.ql", "code", Rect(x: 8, y: 208, width: 261, height: 56)),
      ("`>=20` then `|join| ~ 64` and a last 0: the button on the bottom edge, edge to edge", "uikit-stevia-sign-in.ql", "join",
       Rect(x: 0, y: 603, width: 375, height: 64)),
      ("`divider.Top == code.Bottom + 8` and `|-16-divider-16-|`", "uikit-stevia-sign-in.ql", "divider", Rect(x: 16, y: 272, width: 343, height: 1)),
      ("`logo.size(48).centerInContainer()` inside the 120-pt header of `.subviews(…)`", "uikit-stevia-sign-in.ql", "logo",
       Rect(x: 163.5, y: 36, width: 48, height: 48)),
      ("huri000's QuickLayout: layoutToSuperview(.left, .top, offset: 12) and set(.width, .height, of: 56); the row 80 tall, the artwork's "
         + "bottom 12 inside it (<=), above the summary's 65.5", "huri-quicklayout-preset-cell.ql", "artworkView", Rect(x: 12, y: 12, width: 56, height: 56)),
      ("layout(.left, to: .right, of: artwork, offset: 12) and layout(.right, to: .left, of: duration, offset: -8): 80 to 277",
       "huri-quicklayout-preset-cell.ql", "showLabel", Rect(x: 80, y: 12, width: 197, height: 20)),
      ("forceContentWrap() keeps 'durationLabel' (13 × 6 at 12 pt) whole, layoutToSuperview(.right, offset: -12)",
       "huri-quicklayout-preset-cell.ql", "durationLabel", Rect(x: 285, y: 14, width: 78, height: 15)),
      ("layout(.top, to: .bottom, of: show, offset: 4), layout(to: .left, of: show), the right 12 in", "huri-quicklayout-preset-cell.ql",
       "summaryLabel", Rect(x: 80, y: 36, width: 283, height: 17.5)),
      ("fillSuperview(withSizeRatio: 0.5): centred, half the 375 × 667 screen", "huri-quicklayout-signup-form.ql", "backdrop",
       Rect(x: 93.75, y: 166.75, width: 187.5, height: 333.5)),
      ("[fields].spread(.vertically, offset: 12) under the email field (60 + 35 + 24), [fields].layoutToSuperview(axis: .horizontally, offset: 20)",
       "huri-quicklayout-signup-form.ql", "passwordField", Rect(x: 20, y: 171, width: 335, height: 40)),
      ("layout(.left, .right, to: password) and set(.height, of: 48, priority: .must), 20 below", "huri-quicklayout-signup-form.ql",
       "joinButton", Rect(x: 20, y: 231, width: 335, height: 48)),
      ("a file of a ViewModifier alone: its placeholder content (80 × 44) padded 12 and centred", "view-modifier-file-progress-overlay.ql",
       "content", Rect(x: 147.5, y: 311.5, width: 80, height: 44)),
      ("the enum's first case with placeholder values (visible false): the checkmark overlaid top trailing on the padded 104 × 68",
       "view-modifier-file-progress-overlay.ql", "Image#1", Rect(x: 219.5, y: 299.5, width: 20, height: 20)),
      ("a frame's height from another file's config (`config.thumbHeight`): a placeholder box's 44; the thumb at a quarter of 375 - 40",
       "uikit-layoutsubviews-config-lengths.ql", "thumb", Rect(x: 83.75, y: 100, width: 40, height: 44)),
      ("content stored as a typealias of `(Bool) -> Content`, called with isActive true: 'Silent mode on' (14 × 8) 8 down in its 44-pt frame",
       "typealias-content-builder-toast.ql", "Text#1", Rect(x: 131.5, y: 20, width: 112, height: 20)),
      ("a view made from a method left to subclasses, its width wanted at 340 by the extension's prioritize(at: .fittingSizeLevel): "
         + "its 80-pt placeholder's hugging (250) wins, centred, 300 tall", "uikit-abstract-base-controller.ql", "boardView",
       Rect(x: 147.5, y: 0, width: 80, height: 300)),
    ]
    cases += [
      ("OptionSet raw values 1 << 0 | 1 << 2 hold the base and the sprinkles, not the frosting: the 60 × 12 capsule centred in the 120-pt circle",
       "optionset-layers-shift.ql", "Capsule#1", Rect(x: 157.5, y: 327.5, width: 60, height: 12)),
      ("the raw value 5 (1 × 8), centred", "optionset-layers-shift.ql", "Text#1", Rect(x: 183.5, y: 323.5, width: 8, height: 20)),
      ("a switch expression's default, 640 px, and an if expression's ' @2x': 10 × 8, the third row of 20 + 4",
       "switch-expression-size-labels.ql", "Text#3", Rect(x: 147.5, y: 347.5, width: 80, height: 20)),
      ("advance(&step, by: 2) wrote .connect back: 'Step 3 of 4' (11 × 8) under the 192-pt joined Text, 8 apart",
       "inout-step-text-concatenation.ql", "Text#6", Rect(x: 143.5, y: 337.5, width: 88, height: 20)),
      ("`detail is Text` is false for a Color, so the else branch: guard let of nil returns 'None' (4 × 8)",
       "allman-init-guard-closures.ql", "Text#3", Rect(x: 171.5, y: 351.5, width: 32, height: 20)),
      ("identity<Int>(12) in a 12-pt label (9 × 6), last of 24 + 6 + 20 + 6 + 15 centred", "generic-builder-parameter.ql", "count",
       Rect(x: 160.5, y: 354, width: 54, height: 15)),
      ("a tuple switch's third case, its binding tested by where: 'Stacked' (7 × 8)", "tuple-switch-footer-text.ql", "Text#1",
       Rect(x: 159.5, y: 312.5, width: 56, height: 20)),
      ("Options() == Options() by synthesized Equatable, so the joined lines '• a • b' (7 × 8), 2 below",
       "tuple-switch-footer-text.ql", "Text#2", Rect(x: 159.5, y: 334.5, width: 56, height: 20)),
      ("a raw multi-line string's quotes kept, '\"quoted\"' (8 × 8), 6 under '3 files in C:\\Users' (19 × 8)",
       "preview-schemes-raw-strings.ql", "Text#2", Rect(x: 155.5, y: 336.5, width: 64, height: 20)),
      ("a getter's value, 'Target 21°' in headline (10 × 8.5), atop a VStack of 21 + 12 + 10 + 12 + 20 padded 16 and centred",
       "accessor-computed-properties.ql", "Text#1", Rect(x: 145, y: 296, width: 85, height: 21)),
      ("a `get { 3 } _modify { … }` property counts the ForEach's circles: three 10-pt ones 8 apart, centred in the 85",
       "accessor-computed-properties.ql", "Circle#1", Rect(x: 164.5, y: 329, width: 10, height: 10)),
      ("`get throws`' value 'Heating' (7 × 8), 12 below the circles", "accessor-computed-properties.ql", "Text#2",
       Rect(x: 159.5, y: 351, width: 56, height: 20)),
      ("Stopwatch's own State (a static member's `State(seconds: 42)`): 'Stopwatch 42' (12 × 8) at the leading edge of a 96 × 48 VStack padded 16",
       "nested-reducers-state-action.ql", "Text#1", Rect(x: 139.5, y: 309.5, width: 96, height: 20)),
      ("Lap.State(number: 3), not Stopwatch's: 'Lap 3' (5 × 8), 8 below", "nested-reducers-state-action.ql", "Text#2",
       Rect(x: 139.5, y: 337.5, width: 40, height: 20)),
      ("`extension Lap.State`'s member: '#3' (2 × 8), 8 after 'Lap 3'", "nested-reducers-state-action.ql", "Text#3",
       Rect(x: 187.5, y: 337.5, width: 16, height: 20)),
    ]
    // UIKit members and values qlrepl does not model (issue 22, points 5 to 7): opaque placeholders
    // that never stop the file, the views laid out by their anchors (docs/uikit-auto-layout.md).
    cases += [
      ("UIProgressView(progressViewStyle:) of its 4-pt height: 16 + 44 + 12 in, 16 from the trailing edge, centred on the 44-pt button at 20",
       "uikit-unmodelled-members-player.ql", "levelView", Rect(x: 72, y: 40, width: 287, height: 4)),
      ("the text view whose container and inset are opaque: 12 under the button, inset 16, 120 tall",
       "uikit-unmodelled-members-player.ql", "notesView", Rect(x: 16, y: 76, width: 343, height: 120)),
      ("an app's font extension takes the label's 16: the second row of the vertical stack (an Axis read as .vertical), 20 + 2 down",
       "uikit-app-extensions-chat-row.ql", "previewLabel", Rect(x: 16, y: 30, width: 343, height: 20)),
      ("init(diameter: = 28, title:) run with its default: the label 6 in from both sides of the 60-pt badge, centred in its 28",
       "uikit-init-parameters-counter-badge.ql", "countLabel", Rect(x: 6, y: 4, width: 48, height: 20)),
      ("`self` handed to the views as delegates, the controller's root view their superview: the grid under the 56-pt search bar",
       "uikit-controller-self-delegate.ql", "grid", Rect(x: 0, y: 56, width: 375, height: 611)),
      ("names of other files are placeholders: 'Welcome aboard' (14 × 8) centred, 24 down", "uikit-other-files-names-onboarding.ql",
       "headline", Rect(x: 131.5, y: 24, width: 112, height: 20)),
      ("UIView(frame:) constrained to 40 × 4, 8 under the headline, centred", "uikit-other-files-names-onboarding.ql", "strip",
       Rect(x: 167.5, y: 52, width: 40, height: 4)),
    ]
    // What a UIKit class takes from its surroundings (docs/uikit-auto-layout.md, "What the file does not hold").
    cases += [
      ("a label whose text only configure(with:) sets shows its name: 'nameLabel' (9 × 8), 10 and 16 in",
       "uikit-cell-text-from-configure.ql", "nameLabel", Rect(x: 16, y: 10, width: 72, height: 20)),
      ("at 12 pt (9 × 6 by 15), 2 below; the row 10 + 20 + 2 + 15 + 10 tall", "uikit-cell-text-from-configure.ql", "roleLabel",
       Rect(x: 16, y: 32, width: 54, height: 15)),
      ("a storyboard's text field, first in the root view's 16-pt margins, 34 tall", "uikit-storyboard-outlets.ql", "titleField",
       Rect(x: 16, y: 0, width: 343, height: 34)),
      ("a text view has no height of its own: 44, 8 below", "uikit-storyboard-outlets.ql", "bodyTextView",
       Rect(x: 16, y: 42, width: 343, height: 44)),
      ("the button keeps its size, 'Save' (4 × 8 + 24 by 20 + 14), 8 below", "uikit-storyboard-outlets.ql", "saveButton",
       Rect(x: 16, y: 94, width: 56, height: 34)),
      ("the app's fillSuperview() pins the toolbar to the bar's edges", "uikit-toolbar-app-pin-helper.ql", "toolbar",
       Rect(x: 0, y: 0, width: 375, height: 667)),
      ("an attributed string appended to in a forEach: 'Private browsing' (16 × 8), 2 rows × 4 below the 24-pt image literal",
       "uikit-about-header-literals.ql", "aboutLabel", Rect(x: 16, y: 52, width: 128, height: 20)),
      ("the app's UIStackView.forAutoLayout() is a stack, activate() activates: 18 and 10 in, '@ada' (4 × 8)",
       "uikit-app-factory-constraint-helpers.ql", "aliasStack", Rect(x: 18, y: 10, width: 32, height: 20)),
      ("withPriority(.defaultHigh) then activate(): the row is 10 + 20 + 10", "uikit-app-factory-constraint-helpers.ql", "contentView",
       Rect(x: 0, y: 0, width: 375, height: 40)),
      ("prepareForInterfaceBuilder() is set-up: 'Inset' (5 × 8) centred, 6 above the middle", "uikit-designable-preview.ql", "caption",
       Rect(x: 167.5, y: 317.5, width: 40, height: 20)),
      ("margins of .init(top: 667 / .marginTopDivider (10), left: .marginSide (24), …): 'Browse privately' at 20 pt (16 × 10) centred in 327",
       "uikit-onboarding-margins-extension-constants.ql", "titleLabel", Rect(x: 107.5, y: 66.7, width: 160, height: 25)),
      ("spacing 667 / .spacingDivider (29) = 23; the button 'Start' (5 × 8 + 24 by 20 + 14)",
       "uikit-onboarding-margins-extension-constants.ql", "startButton", Rect(x: 155.5, y: 114.7, width: 64, height: 34)),
      ("the stack 66.7 + 25 + 23 + 34 + .marginBottom (12) tall: the constraint replacing `NSLayoutConstraint()` is ≤, not =",
       "uikit-onboarding-margins-extension-constants.ql", "stackView", Rect(x: 0, y: 0, width: 375, height: 160.7)),
    ]
    // Names of the app's other files in SwiftUI views (docs/language.md, "Real app files").
    cases += [
      ("LString.supportTitle is a string of another file, its name the text (12 × 8): 16 in (Layout.cardInset left out), atop 20 + 8 + 20 + 8 + 24 + 8 + 20 + 8 + 6",
       "swiftui-app-namespaces-support-card.ql", "Text#1", Rect(x: 16, y: 272.5, width: 96, height: 20)),
      ("`.font(.title20)`, an app's font, keeps the text's 16: 23 × 8", "swiftui-app-namespaces-support-card.ql", "Text#2",
       Rect(x: 16, y: 300.5, width: 184, height: 20)),
      ("viewModel.plan.name() is a model's method, no typo of .named: 'name()' (6 × 8)", "swiftui-app-namespaces-support-card.ql", "Text#3",
       Rect(x: 16, y: 360.5, width: 48, height: 20)),
      ("the gradient-filled bar as wide as the widest, 343", "swiftui-app-namespaces-support-card.ql", "RoundedRectangle#1",
       Rect(x: 16, y: 388.5, width: 343, height: 6)),
      ("an extension's init(_:action:) delegating to the private init: 'Continue' (8 × 8) centred in the 38-pt row of 38 + 8 + 78",
       "swiftui-extension-initializers-actions.ql", "Text#1", Rect(x: 155.5, y: 280.5, width: 64, height: 20)),
      ("the two-button init's secondary title under its 10-pt vertical padding: 'Not now' (7 × 8)",
       "swiftui-extension-initializers-actions.ql", "Text#3", Rect(x: 159.5, y: 365.5, width: 56, height: 20)),
      ("`if case let .media(mediaItem) = viewModel.state.currentItem` of a placeholder binds one: item.filename reads 'filename' (8 × 8), under the 15-pt caption and 4",
       "swiftui-preview-case-pattern-item.ql", "Text#1", Rect(x: 155.5, y: 307.5, width: 64, height: 20)),
      ("item.sender.id reads 'id', the second row 12 below", "swiftui-preview-case-pattern-item.ql", "Text#3",
       Rect(x: 155.5, y: 358.5, width: 16, height: 20)),
      ("a Section's header closure 'Sessions' (8 × 8), the padded VStack of 20 + 12 + 20 + 12 + 18.75 centred (93.75, 292.125 on the pixel grid)",
       "swiftui-local-computed-view-sections.ql", "Text#1", Rect(x: 94, y: 292, width: 64, height: 20)),
      ("the footer built nothing on an iPhone: no element, no spacing; the local `@ViewBuilder var` at 15 pt (25 × 7.5), the local `var gap` 12 apart",
       "swiftui-local-computed-view-sections.ql", "Text#3", Rect(x: 94, y: 356, width: 187.5, height: 19)),
      ("drawing nothing with its flags false, the view is shown with them true: 'general' (7 × 8), 8 and the 16-pt frame beside it, the two rows 2 apart centred",
       "swiftui-flags-shown-true-status.ql", "Text#1", Rect(x: 147.5, y: 312.5, width: 56, height: 20)),
      ("ResultsState's own init (rowCount: 2 given, isLoading its default): 'Last week' (9 × 8) atop 4 × 20 + 3 × 6 centred",
       "swiftui-generic-where-init-state.ql", "Text#1", Rect(x: 151.5, y: 284.5, width: 72, height: 20)),
      ("two rows, not the default three: the button 6 under 'Row 2'; the trailing closure went to `submit:`, not to the stored `submitAction`",
       "swiftui-generic-where-init-state.ql", "Button#1", Rect(x: 163.5, y: 362.5, width: 48, height: 20)),
    ]
    // Views built outside init (docs/uikit-auto-layout.md, "Where the code may be"): the methods
    // the app calls run with placeholder arguments when the set-up code builds nothing.
    cases += [
      ("populate(from:) ran: its setup made two tiles, (375 − 3 × 8) / 2 = 175.5 square, 8 apart, by layoutSubviews' frames",
       "uikit-methods-populate-from-model.ql", "tile#2", Rect(x: 191.5, y: 8, width: 175.5, height: 175.5)),
      ("the title made once (populateLater(from:) not run after it): the placeholder 'name' (4 × 8), 12 from the leading and bottom edges",
       "uikit-methods-populate-from-model.ql", "label", Rect(x: 12, y: 635, width: 32, height: 20)),
      ("class func badgeOnView(_:title:) installs the class's own view on the view it is given: 120 × 40, centred, 24 down",
       "uikit-methods-class-func-installer.ql", "self", Rect(x: 127.5, y: 24, width: 120, height: 40)),
      ("the label its makeLabel(on:text:inset:) adds: 'title' (5 × 8), 8 in, centred on the badge's 40",
       "uikit-methods-class-func-installer.ql", "label", Rect(x: 135.5, y: 34, width: 40, height: 20)),
      ("a controller nested in the panel controller is a class of its own: its text view's frame, the bounds inset by 16 and 24",
       "uikit-methods-nested-content-controller.ql", "notesView", Rect(x: 16, y: 24, width: 343, height: 619)),
      ("the convenience init builds alone: 'title' at 14 pt (5 × 7 by 17.5) pinned 12 and 16 in, the row 12 + 17.5 + 12",
       "uikit-methods-convenience-init-cell.ql", "banner", Rect(x: 16, y: 12, width: 343, height: 17.5)),
      ("present(in:) adds the button itself to the cell's content view, 20 in from both sides",
       "uikit-methods-adds-self-to-cell.ql", "self", Rect(x: 20, y: 0, width: 335, height: 667)),
      ("a view placed only by an app's operator qlrepl cannot read: a placeholder's 80 × 44 at its superview's top left",
       "uikit-methods-unread-operator-views.ql", "borderView", Rect(x: 0, y: 0, width: 80, height: 44)),
      ("the image view beside it keeps its anchors: 24 × 24 centred", "uikit-methods-unread-operator-views.ql", "iconView",
       Rect(x: 175.5, y: 321.5, width: 24, height: 24)),
      ("another file's view given the class's own view installs itself on it: a placeholder box at the top left",
       "uikit-methods-app-views-install-themselves.ql", "swipeControl", Rect(x: 0, y: 0, width: 80, height: 44)),
    ]
    // A view or controller that adds no subview is its own view alone (docs/uikit-auto-layout.md, "Where the code may be").
    cases += [
      ("an icon view that draws itself fills the canvas", "uikit-self-drawing-icon-view.ql", "self", Rect(x: 0, y: 0, width: 375, height: 667)),
      ("a table view controller's view is its table, filling the canvas", "uikit-table-controller-data-source.ql", "view",
       Rect(x: 0, y: 0, width: 375, height: 667)),
      ("the controller, not its panel layout, is shown: its map outlet stacked first in the 16-pt margins, 80 × 44",
       "uikit-controller-beside-panel-layouts.ql", "mapView", Rect(x: 16, y: 0, width: 80, height: 44)),
      ("a nib view conforming to Identifiable after UIView: its outlet stacked in the 8-pt margins, 'badgeLabel' (10 × 8)",
       "uikit-outlet-view-identifiable.ql", "badgeLabel", Rect(x: 8, y: 8, width: 80, height: 20)),
      // huri000/QuickLayout's methods (docs/uikit-auto-layout.md, "huri000/QuickLayout").
      ("layout(.leading, to: .trailing, of: badgeView, offset: 8) and layout(.centerY, to:): 16 + 12 + 24 + 8 in, centred on the badge's 32",
       "uikit-huri-quicklayout-note-view.ql", "titleLabel", Rect(x: 60, y: 22, width: 168, height: 20)),
      ("layoutToSuperview(axis: .horizontally) across the content view, 343 of 600 (.defaultHigh) within ≥ 16 margins; 20 below the badge",
       "uikit-huri-quicklayout-note-view.ql", "separatorView", Rect(x: 16, y: 64, width: 343, height: 1)),
      ("[buttons].spread(.horizontally, stretchEdgesToSuperview: true) with equal widths: the second half of 343",
       "uikit-huri-quicklayout-note-view.ql", "declineButton", Rect(x: 187.5, y: 65, width: 171.5, height: 44)),
    ]
    // Views real code gives content, drawn at a size (docs/uikit-auto-layout.md, "What the file does not hold").
    cases += [
      ("constraintWidthTo(44, priority: 999) beats the title's 56 (compression 750); constraintAlignLeadingTo(self, paddingLeading: 10), centred on 333.5",
       "uikit-app-constraint-helpers-voice-note.ql", "playButton", Rect(x: 10, y: 311.5, width: 44, height: 44)),
      ("paddingTrailing: 10 is 10 inside the trailing edge: '0:00' at 12 pt (4 × 6 by 15)", "uikit-app-constraint-helpers-voice-note.ql",
       "elapsedLabel", Rect(x: 341, y: 326, width: 24, height: 15)),
      ("addConstraints(left:right:centerY:leftConstant:rightConstant:): 54 + 6 to 341 - 6, its 4-pt height centred",
       "uikit-app-constraint-helpers-voice-note.ql", "waveform", Rect(x: 60, y: 331.5, width: 275, height: 4)),
      ("a CapsuleButton of another file, constrained: not translating its mask, the 80 × 44 box at the trailing edge (-Metrics.gap is 0)",
       "uikit-app-view-types-composer-bar.ql", "sendButton", Rect(x: 295, y: 311.5, width: 80, height: 44)),
      ("constrainTrailing(toLeadingOf: sendButton, constant: -8), constrainCenterY(to:): '0/280' (5 × 6 by 15)",
       "uikit-app-view-types-composer-bar.ql", "counterLabel", Rect(x: 257, y: 326, width: 30, height: 15)),
      ("UIButton(type:).useAutoLayout() is constrained, 12 in: 'Attach' (6 × 8 + 24 by 20 + 14)", "uikit-app-view-types-composer-bar.ql",
       "attachButton", Rect(x: 12, y: 316.5, width: 72, height: 34)),
      ("a text view that does not scroll: 67 characters wrapped at 343 - 24 (37 and 27 of 8 pt), plus insets 12 + 12 and 8 + 8, centred 16 above the bottom",
       "uikit-nonscrolling-text-view-hint.ql", "hintView", Rect(x: 27.5, y: 595, width: 320, height: 56)),
      ("one whose text another file sets shows its name, 'noteView' at 12 pt (8 × 6 by 15) plus 5 + 5 and 8 + 8, 16 down",
       "uikit-nonscrolling-text-view-hint.ql", "noteView", Rect(x: 158.5, y: 16, width: 58, height: 31)),
      ("a plain view's height of another file's constant: the box's 44 at priority 500, on the 44-pt toolbar at the bottom",
       "uikit-unknown-length-tip-container.ql", "tipsContainer", Rect(x: 0, y: 579, width: 375, height: 44)),
      ("a label given its text and frame only by setCount(_:): 'countLabel' at 12 pt (10 × 6 by 15) at its origin",
       "uikit-badge-frame-set-elsewhere.ql", "countLabel", Rect(x: 0, y: 0, width: 60, height: 15)),
      ("an outlet the code only limits to half the height is stacked first, 44 tall, in the 16-pt margins",
       "uikit-storyboard-outlet-sized-only.ql", "previewContainer", Rect(x: 16, y: 0, width: 343, height: 44)),
      ("the next outlet 8 below: 'correct-horse' (13 × 8)", "uikit-storyboard-outlet-sized-only.ql", "resultLabel",
       Rect(x: 16, y: 52, width: 104, height: 20)),
      ("UIView.framed(around: kindLabel, …) of the app holds the label, 'SOCKS5' at 12 pt (6 × 6): the plain UIView after it takes the rest, 4 on",
       "uikit-app-factory-wrapped-label.ql", "UIView#2", Rect(x: 56, y: 8, width: 303, height: 15)),
      ("buttons added from DispatchQueue.main.async once the microphone is allowed: fill equally, 34 each (the button's 20 + 14) 20 apart, centred; 'Tap to record' (13 × 8 + 24)",
       "uikit-main-queue-stack-filled.ql", "recordButton", Rect(x: 123.5, y: 343.5, width: 128, height: 34)),
      ("divided(atDistance: 120, from: .minXEdge) of the 375 × 44 row: the slice the 120 at the left edge",
       "uikit-frames-divided-remove-cell.ql", "archiveButton", Rect(x: 0, y: 0, width: 120, height: 44)),
      ("the remainder, 255 from x 120, insetBy(dx: 12, dy: 0): 12 in on each side",
       "uikit-frames-divided-remove-cell.ql", "titleLabel", Rect(x: 132, y: 0, width: 231, height: 44)),
      ("outlets a base class of the file declares are the subclass's, stacked as a storyboard's: the second 8 below the first's 34",
       "uikit-subclass-inherits-outlets.ql", "valueField", Rect(x: 8, y: 50, width: 359, height: 34)),
      ("ORStackView: the first view 20 below the stack's top, as wide as the stack less the side margin 40, centred; a KioskSerifLabel of another file the 80 × 44 box",
       "uikit-flk-orstack-help-panel.ql", "heading", Rect(x: 20, y: 20, width: 335, height: 44)),
      ("each next view 10 below the one above (20 + 44 + 10, then + 44 + 10); a KioskFlatButton a box too",
       "uikit-flk-orstack-help-panel.ql", "contactButton", Rect(x: 20, y: 128, width: 335, height: 44)),
      ("alignTop(_:leading:bottom: nil, trailing:to:) leaves the bottom free: the stack ends at its last view's bottom (128 + 44)",
       "uikit-flk-orstack-help-panel.ql", "panel", Rect(x: 0, y: 0, width: 375, height: 172)),
      ("alignAttribute(.top, to: .bottom, of: panel, predicate: \"8\"), alignLeadingEdge(with:predicate: \"20\"), constrainHeight(\"16\")",
       "uikit-flk-orstack-help-panel.ql", "footnote", Rect(x: 20, y: 180, width: 80, height: 16)),
    ]
    // What an app's own extensions and DSLs of another file do, read by their names (issue 22, s13).
    cases += [
      ("Image(icon:) is the asset 'icon', 24 × 24; `.frame(.square(40))` of the app passes it through: centred in the 86-wide tile",
       "app-extension-initializers-shortcuts.ql", "Image#1", Rect(x: 80.5, y: 295, width: 24, height: 24)),
      ("`.padding(.tileInset)` of an app's CGFloat is left out, the default 16: 'Bookmarks' in caption (9 × 6) 24 + 6 + 16 down",
       "app-extension-initializers-shortcuts.ql", "Text#1", Rect(x: 65.5, y: 341, width: 54, height: 15)),
      ("Color(designSystemColor:) a colour filling the preview's padded row: 86 + 86 + 80 + 2 × 12 + 32 wide, 24 + 6 + 47 + 32 tall",
       "app-extension-initializers-shortcuts.ql", "Color#4", Rect(x: 33.5, y: 279, width: 308, height: 109)),
      ("`if let (lineY, title) = band`: 'High' (4 × 5.5, 13.75 → 14) offset 120 from the top of the 200-pt chart at 233.5",
       "tuple-binding-chart-grid.ql", "Text#1", Rect(x: 0, y: 353.5, width: 22, height: 14)),
      ("`if let (lineY, _)`: the band 120 / 4 tall, centred in the grid's ZStack beside the Path that fills it",
       "tuple-binding-chart-grid.ql", "Rectangle#1", Rect(x: 0, y: 318.5, width: 375, height: 30)),
      ("Path { path in … } a shape: the chart's whole 375 × 200", "tuple-binding-chart-grid.ql", "Path#1",
       Rect(x: 0, y: 233.5, width: 375, height: 200)),
      ("a List of no rows is its background, filling the canvas", "empty-list-history.ql", "List#1", Rect(x: 0, y: 0, width: 375, height: 667)),
      ("the layout DSL: `$0.leading.equal(to: leadingAnchor, constant: inset)`, centred on Y in the chip's own 28, `$0.size(8 × 8)`",
       "uikit-layout-proxy-status-chip.ql", "dot", Rect(x: 10, y: 10, width: 8, height: 8)),
      ("6 after the dot's trailing anchor to 10 in from the trailing edge, centred in 28: 375 − 24 − 10 wide",
       "uikit-layout-proxy-status-chip.ql", "titleLabel", Rect(x: 24, y: 4, width: 341, height: 20)),
      ("`$0.height.equal(to: chipHeight)` on the view itself: shown alone it keeps its 28, as wide as the canvas",
       "uikit-layout-proxy-status-chip.ql", "self", Rect(x: 0, y: 0, width: 375, height: 28)),
      ("addSubview(_:pinningEdgesWith:) pins the card inset 4, 20, 4, 20 in the 44-pt row", "uikit-pinning-insets-grouped-cell.ql",
       "cardView", Rect(x: 20, y: 4, width: 335, height: 36)),
      ("layoutSubviews() after the label took its placeholder text: its intrinsicContentSize's 20 high, 4 in from each side",
       "uikit-layout-pass-gutter-label.ql", "numberLabel", Rect(x: 4, y: 0, width: 367, height: 20)),
      ("a nested SwiftUI view leaves the file UIKit's: the image outlet, a placeholder 24 × 24, third of the stacked outlets",
       "uikit-nested-swiftui-banner.ql", "iconView", Rect(x: 8, y: 88, width: 24, height: 24)),
      ("the last view, a spacer, draws nothing: PrimaryButton is shown, its placeholder title 'title' (5 × 8) padded 12 above and below, centred",
       "components-last-draws-nothing.ql", "Text#1", Rect(x: 167.5, y: 323.5, width: 40, height: 20)),
      ("a view of another file's type never framed: its 80 × 44 box at the origin of the 44-pt button 8 from the trailing edge",
       "uikit-other-file-view-unplaced.ql", "menuContent", Rect(x: 323, y: 311.5, width: 80, height: 44)),
      ("a macOS-only file read as a Mac's build: the #else of canImport(UIKit), 24 × 8 wrapped into the 360 − 2 × 96 (two lines of 18 × 8), under the 16-padded headline",
       "macos-only-feedback-window.ql", "Text#2", Rect(x: 103.5, y: 103, width: 144, height: 40)),
      ("the class a method of the screen makes is no screen; `super.init(frame:)` keeps its frame: the third wrapper at 2 × 90",
       "uikit-root-class-made-in-method.ql", "wrapper#3", Rect(x: 180, y: 0, width: 80, height: 44)),
      ("a @State string onAppear fills later shows its name, 'statusText': 10 × 6 in Caption's 12 pt, 15 high, 2 under the 21-high title",
       "state-message-filled-on-appear.ql", "Text#2", Rect(x: 157.5, y: 337.5, width: 60, height: 15)),
      ("Button(intent:) { … } is its label: 'shortTitle', 10 × 6 at 12 pt, 15 high, centred on the canvas",
       "widget-intent-button-label.ql", "Text#1", Rect(x: 157.5, y: 326, width: 60, height: 15)),
      ("an empty `var details` its callers give shows its name: 'details', 7 × 8 by 20, at the trailing edge after the Spacer",
       "menu-cell-platform-branches-details.ql", "Text#2", Rect(x: 319, y: 323.5, width: 56, height: 20)),
      ("an extension method alone is shown on a placeholder content: the representable's box holds it padded by 8, 96 × 60",
       "view-extension-method-representable.ql", "ScrollFinder#1", Rect(x: 139.5, y: 303.5, width: 96, height: 60)),
      ("UIProgressView(progressViewStyle:) starts 4 high: layoutSubviews() sets its width and centres it, (667 − 4) / 2 down",
       "uikit-progress-style-pill.ql", "progressBar", Rect(x: 0, y: 331.5, width: 375, height: 4)),
      ("`.selection(true)` is the type's static func, whose `Self(kind:)` is the checked 20 × 20 mark: column 0 is 20 wide, rows 20 high 10 apart, the 60 × 80 grid centred",
       "static-factory-accessory-grid.ql", "Rectangle#2", Rect(x: 157.5, y: 323.5, width: 20, height: 20)),
      ("a disabled GridRow is still the Grid's row (its mark hidden, laid out, not drawn): 'Off' 8 after column 0, third row",
       "static-factory-accessory-grid.ql", "Text#3", Rect(x: 185.5, y: 353.5, width: 24, height: 20)),
      ("the app's token colours are colours, drawn as none: 'Lunch at noon' 13 × 8 by 20 under the 8 padding of the 120 × 55 body",
       "app-colour-tokens-attributes.ql", "Text#1", Rect(x: 135.5, y: 314, width: 104, height: 20)),
      ("`continue` skips the seen 'va', `break` stops at 'mi', and KeyPathComparator(\\.name, order: .reverse) puts ST second: 20 + 6 under VA",
       "loop-continue-sorted-comparator.ql", "Text#2", Rect(x: 151.5, y: 310.5, width: 16, height: 20)),
      ("a placeholder named as a plural maps to its 3 samples: '3 regions', 9 × 8 by 20, fourth in the 72 × 98 VStack",
       "loop-continue-sorted-comparator.ql", "Text#4", Rect(x: 151.5, y: 362.5, width: 72, height: 20)),
      ("a widget shows its entry view with the timeline's first entry: '4200' at 28 pt, 4 × 14 by 35, under the 15-high caption and 4 of spacing, padded 12",
       "widget-configuration-entry-view.ql", "Text#2", Rect(x: 159.5, y: 325.5, width: 56, height: 35)),
      ("a file of no view shows its type's @ViewBuilder member on the enum's first case: 'Profile' at 12 pt (7 × 6 by 15), 8 under the placeholder name 'route 1'",
       "router-enum-view-builder.ql", "Text#2", Rect(x: 166.5, y: 340, width: 42, height: 15)),
      ("init(updates:) runs with 3 samples: count 3 > limit 2 gives '1 more' (6 × 6.5 at 13 pt) last in the 92.75-high VStack, 188.75 … 363.625 on the @2x grid",
       "init-parameter-placeholder-update-row.ql", "Text#4", Rect(x: 189, y: 363.5, width: 39, height: 16.5)),
      ("count 3 ≠ 1 puts the HStack's alignment at .top: the 40 × 56 cover at the row's top, (667 − 92.75) / 2 = 287.125 on the @2x grid",
       "init-parameter-placeholder-update-row.ql", "Rectangle#1", Rect(x: 141, y: 287, width: 40, height: 56)),
      ("a hidden empty NavigationLink in a background takes nothing and is not drawn: 'Remote' third, 12 apart, padded 16",
       "hidden-navigation-link-background.ql", "Text#3", Rect(x: 136.5, y: 356, width: 48, height: 20)),
    ]
    // Swift and placeholders of real files (docs/language.md, "Real app files").
    cases += [
      ("a modifier alone, its `edge: Alignment` from an initializer nothing calls, is `.center`: the 1-pt sensor in the middle of the 80 × 44 content",
       "swiftui-visibility-modifier-alignment-input.ql", "Color#1", Rect(x: 187, y: 333, width: 1, height: 1)),
      ("the kind test of the preview's placeholder event taken as true draws EmptyView: shown with it false, the avatar 32 × 32 at the bubble's bottom, 12 in",
       "swiftui-preview-kind-test-emptyview.ql", "Circle#1", Rect(x: 12, y: 323.5, width: 32, height: 32)),
      ("SwiftUI.ProgressView() is ProgressView (20 × 20), 10 below the top of the 48 + 8 + 20 VStack centred in the 220 × 120 card",
       "swiftui-module-qualified-progress-overlay.ql", "ProgressView#1", Rect(x: 177.5, y: 305.5, width: 20, height: 20)),
      ("the card of DesignConstants' 220 × 120, centred in 375 × 667", "swiftui-module-qualified-progress-overlay.ql", "RoundedRectangle#1",
       Rect(x: 77.5, y: 273.5, width: 220, height: 120)),
    ]
    cases += [
      ("a representable conforming through a typealias is a representable: its 80 × 44 box atop the 8 and 'Cupertino', (667 − 72) / 2 down",
       "swiftui-typealias-representable-map.ql", "StopMapView#1", Rect(x: 147.5, y: 297.5, width: 80, height: 44)),
    ]
    cases += [
      ("an App's WindowGroup is its window's content: the headline 'Donut Truck' (11 × 8.5 by 21.25) 8 below the top of the 81.25-high VStack, centred",
       "swiftui-app-window-group-root.ql", "Text#1", Rect(x: 141, y: 301, width: 93.5, height: 21)),
      ("the root view of another file, a placeholder box 80 × 44, under the padded headline", "swiftui-app-window-group-root.ql", "RootView#1",
       Rect(x: 147.5, y: 330, width: 80, height: 44)),
    ]
    // A shown view that sizes itself keeps its size (docs/uikit-auto-layout.md, `SelfSizedRoot`).
    cases += [
      ("the button's own Anchors.size(width: 36, height: 36), not the canvas's 375 × 667", "swiftlayout-self-sized-icon-button.ql", "self",
       Rect(x: 0, y: 0, width: 36, height: 36)),
      ("the dot 3 below its top and 5 in from its trailing edge: 36 − 5 − 4 = 27", "swiftlayout-self-sized-icon-button.ql", "unreadDot",
       Rect(x: 27, y: 3, width: 4, height: 4)),
      ("the image view's own 48 × 48 constants, activated by its set-up methods", "uikit-self-sized-avatar-image.ql", "self",
       Rect(x: 0, y: 0, width: 48, height: 48)),
    ]
    // A preview's sheet kept presented is shown in place of the view under it (docs/swiftui.md, "Sheets a preview presents").
    cases += [
      ("the sheet's gradient fills the canvas, as a view it is greedy", "swiftui-preview-presented-sheet.ql", "LinearGradient#1",
       Rect(x: 0, y: 0, width: 375, height: 667)),
      ("'Good' at .largeTitle (34 pt: 4 × 17 wide, 42.5 tall) centred in the 77-wide column, the column padded 16 and centred: "
         + "y = (667 − 112) / 2 + 16", "swiftui-preview-presented-sheet.ql", "Text#2", Rect(x: 153.5, y: 293.5, width: 68, height: 42.5)),
      ("'morning' at .title2 (22 pt: 7 × 11 wide, 27.5 tall) 10 below it", "swiftui-preview-presented-sheet.ql", "Text#3",
       Rect(x: 149, y: 346, width: 77, height: 27.5)),
      // SwiftUI's overload by labels: `.sheet(item:onDismiss:)` is SwiftUI's, layout-neutral, inside the file's own `.sheet(releaseNotes:)`.
      ("'Welcome' (.title, 28 pt: 7 × 14) over 'Tap for what's new' (18 × 8) 12 below, the 144 × 67 column centred",
       "swiftui-own-sheet-overload.ql", "Text#1", Rect(x: 138.5, y: 300, width: 98, height: 35)),
      ("the second text at the column's leading edge, (375 − 144) / 2", "swiftui-own-sheet-overload.ql", "Text#2",
       Rect(x: 115.5, y: 347, width: 144, height: 20)),
      // A ConnectedView's `body(props:)` with a placeholder `props` of three sample books.
      ("the first cover: the scroll view 16 in, the 264 × 128 content (3 × 80 + 2 × 12, 120 framed + 8) centred on the cross axis, "
         + "the row centred in its 120: (667 − 128) / 2 + 38", "swiftui-connected-view-body-props.ql", "CoverImage#1",
       Rect(x: 16, y: 307.5, width: 80, height: 44)),
      ("the third cover 2 × (80 + 12) further", "swiftui-connected-view-body-props.ql", "CoverImage#3", Rect(x: 200, y: 307.5, width: 80, height: 44)),
      // A List whose sections hold nothing yet is its grouped background, filling the canvas (SwiftUIList).
      ("the list of empty sections: its background alone", "swiftui-list-sections-loaded-later.ql", "List#1",
       Rect(x: 0, y: 0, width: 375, height: 667)),
      // The file's overload of its labels runs (`theme(themeColor:)`: its modifier pads by 8); the third, another file's, passes through.
      ("'Themed' (6 × 8) under 'Chat' 8 below, the 48 × 48 column padded 8 and centred: x = (375 − 64) / 2 + 8",
       "swiftui-modifier-overloads-theme.ql", "Text#2", Rect(x: 163.5, y: 337.5, width: 48, height: 20)),
    ]
    for (what, file, view, frame) in cases {
      XCTAssertEqual(try layOut(file).frames[view], frame, "\(file): \(what)")
    }
  }
}
