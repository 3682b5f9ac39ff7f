// Modelled on gilangadhan/RawgExpert, RawgExpert/Utilities/View/TabItem.swift: a reusable tab
// item of an image over a title, given its strings as stored properties without values.
// expect-min-frames: 2
import SwiftUI

struct BarItem: View {
  var symbol: String
  var caption: String
  var body: some View {
    VStack {
      Image(systemName: symbol)
      Text(caption)
    }
  }
}
