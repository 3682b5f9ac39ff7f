// A view its own LazyView makes again: each load came from building the elements of the last,
// outside any call, so no limit counted it and a release build ran out of its 256 MB stack
// (found reading a 10-minute fuzz's slowest input, a mutated RealWorld fixture, 3.7 s to its step limit).
import SwiftUI
struct Row: View {
  let title: String
  var body: some View {
    LazyView {
      Text(title)
      Row(title: "again")
    }
  }
}
