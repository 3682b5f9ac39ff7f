import LayoutCore

/// A permission request of a framework qlrepl does not model, given a completion handler
/// (`recordingSession.requestRecordPermission { allowed in … }`, `AVCaptureDevice.requestAccess(for:
/// .video) { granted in … }`, `PHPhotoLibrary.requestAuthorization { status in … }`): the screen a
/// file builds there is the one the app shows once the user allows it (AVAudioSession's reference:
/// the block is called with "true if the user grants" it), so the handler runs at once, each
/// parameter an opaque placeholder — true when tested, as every condition on what the file does
/// not know — and is noted once. Nil for any other call.
extension Evaluator {
  /// Runs the handler of `receiver.request…(…) { … }` on a placeholder receiver; nil otherwise.
  func permissionRequest(_ name: String, of receiver: Value, _ arguments: Arguments, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard isUIKitCode, name.hasPrefix("request"), name.count > "request".count, isPlaceholderName(receiver),
          let handler = arguments.items.last(where: { if case .closure = $0.value { return true } else { return false } }),
          case .closure(let closure) = handler.value else { return nil }
    if !uikit.notedPermissionRequest {
      uikit.notedPermissionRequest = true
      note("'\(name)' asks the user for a permission: its completion handler runs at once, as the app runs it once the user allows, "
             + "its parameters placeholders (true when tested)", at: location)
    }
    var values: [Value] = []
    for parameter in closure.parameters {
      values.append(try placeholderStatic(parameter == "_" ? "granted" : parameter, of: name, known: [], as: .opaque, at: handler.location) ?? .void)
    }
    _ = try invoke(closure, arguments: values, at: handler.location)
    return .void
  }
}
