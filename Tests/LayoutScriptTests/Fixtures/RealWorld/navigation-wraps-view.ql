// Modelled on luannguyen252/my-swift-journey, _Zoha131-SwiftUI-CookBook-4/SwiftUICookBook/ContentView.swift:
// a NavigationView wrapping another view of the file (which sets the title), with a PreviewProvider.
// expect-min-frames: 4
import SwiftUI

struct RecipesHome: View {
  var body: some View {
    VStack(spacing: 12) {
      Text("Soups")
      Text("Salads")
    }
    .navigationTitle("Recipes")
  }
}

struct CookbookRoot: View {
  var body: some View {
    NavigationView {
        RecipesHome()
    }
  }
}

struct CookbookRoot_Previews: PreviewProvider {
  static var previews: some View {
    CookbookRoot()
  }
}
