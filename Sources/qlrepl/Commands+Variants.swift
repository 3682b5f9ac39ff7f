import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

extension Commands {
  /// `render --variants KIND`: the script laid out at each variant, drawn side by side (ascii)
  /// or written one layout per variant (json).
  static func variants(_ kind: VariantKind, _ options: RenderOptions) -> Int32 {
    if let conflict = variantsConflict(kind, options) {
      printError("qlrepl: --variants \(kind.rawValue) \(conflict)\n\(ArgumentParser.usage)")
      return 2
    }
    // Evaluated once alone first, so its warnings print once and a failure says why as `render` does.
    guard let source = evaluate(options.path, options.canvas)?.source else { return 1 }
    let laidOut: [(Variant, LaidOutScript)]
    do {
      laidOut = try Pipeline.variants(kind, source: source, path: options.path, options: LayoutOptions(canvas: options.canvas))
    } catch {
      printError(error.rendered())
      return 1
    }
    let shown = laidOut.compactMap { variant, laid in
      laid.result.map { VariantsReport.Shown(title: variant.title, script: laid.script, result: $0) }
    }
    guard shown.count == laidOut.count, let first = laidOut.first else {
      printError("\(options.path): the script has no body; no variants to draw")
      return 1
    }
    printFindings(first.1.diagnostics, path: options.path)
    let reference = shown.firstIndex { $0.title == kind.reference } ?? 0
    var output = StandardOutput()
    if options.format == .json {
      VariantsJSON(kind: kind.rawValue, reference: shown[reference].title,
                   layouts: laidOut.map { ($0.0.title, JSONReport(script: $0.1.script, result: $0.1.result!, constraints: $0.1.constraints,
                                                                   diagnostics: $0.1.warnings)) }).write(to: &output)
    } else {
      let title = options.path == DefaultScript.path ? "built-in example card" : options.path
      output.write(VariantsReport(variants: shown, reference: reference, title: title,
                                  kind: kind == .dynamicType ? "Dynamic Type sizes" : "devices", options: options.picture).text)
    }
    output.flush()
    return 0
  }

  /// Why `options` cannot go with `--variants KIND`, or nil.
  private static func variantsConflict(_ kind: VariantKind, _ options: RenderOptions) -> String? {
    if options.format == .tree || options.format == .svg { return "draws ascii or json, not \(options.format.rawValue)" }
    if options.compare { return "and --compare each draw pictures side by side: choose one" }
    if options.diffPath != nil || options.proposals != nil { return "takes neither --diff nor --proposals" }
    if kind == .dynamicType, options.canvas.dynamicTypeSize != nil { return "sets the Dynamic Type size of each picture: leave out --dynamic-type" }
    if kind == .devices, options.canvas.size != nil { return "sets the canvas of each device: leave out --device and --size" }
    return nil
  }
}
