// Modelled on traunguyentvt/SwiftUI, ScrollView/ScrollView_SwiftUI/.../FixedTextWithScrollView.swift:
// a NavigationView around a ScrollView of a resizable image scaled to fit, a large title and a long
// message kept in a `let`, with `.navigationTitle(Text(…))`.
// expect-min-frames: 5
import SwiftUI

struct ArticleScreen: View {
    let body1 = "TabView is the cornerstone of navigation in many SwiftUI apps. It offers dynamic, customizable content views and works with SF Symbols out of the box."

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    Image("cover")
                        .resizable()
                        .scaledToFit()
                    Text("Tabs in depth")
                        .font(.largeTitle)
                        .foregroundColor(.red)
                    Text(body1)
                        .multilineTextAlignment(.leading)
                }
                .padding()
            }
            .navigationTitle(Text("Reading"))
        }
    }
}

struct ArticleScreen_Preview: PreviewProvider {
    static var previews: some View {
        ArticleScreen()
    }
}
