// Modelled on FluidGroup/swift-indexed-collection, README.md: #Preview blocks of a VStack whose
// ForEach is written `ForEach.init(…, id:, content: { e in … })` over mapped values.
// expect-min-frames: 5
import SwiftUI

struct Numbered: Identifiable {
  let id: String
}

#Preview {
  VStack {
    ForEach.init(["a", "b", "c", "d", "e"].map { Numbered(id: $0) }, id: \.id, content: { e in
      Text("item \(e.id)")
    })
  }
}
