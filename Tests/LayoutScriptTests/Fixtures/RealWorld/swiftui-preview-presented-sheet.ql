// Modelled on EhPanda-Team/EhPanda, EhPanda/View/Support/NewDawnView.swift (and the previews of
// element-hq/element-x-ios's EmojiPickerScreen.swift): a greeting screen of a gradient under a
// centred column of titles, with private computed lengths, an initializer storing its model, and a
// preview that keeps the screen presented as a sheet over an empty `Text("")` — what Xcode's canvas shows.
// expect-min-frames: 3
import SwiftUI

struct GreetingSheetView: View {
    @Environment(\.colorScheme) private var colorScheme
    private let title: String
    private let subtitle: String

    private var titleSpacing: Double { 10 }

    private var gradientColors: [Color] {
        if colorScheme == .light {
            return [Color(.systemTeal), Color(.systemIndigo)]
        } else {
            return [Color(.systemGray5), Color(.systemGray2)]
        }
    }

    init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }

    // MARK: GreetingSheetView
    var body: some View {
        ZStack {
            LinearGradient(
                gradient: Gradient(colors: gradientColors),
                startPoint: .top, endPoint: .bottom
            )
            VStack(spacing: titleSpacing) {
                Text(title)
                    .font(.largeTitle)
                Text(subtitle)
                    .font(.title2)
                    .fontWeight(.bold)
            }
            .padding()
        }
        .drawingGroup()
    }
}

struct GreetingSheetView_Previews: PreviewProvider {
    static var previews: some View {
        Text("")
            .sheet(isPresented: .constant(true)) {
                GreetingSheetView(title: "Good", subtitle: "morning")
            }
    }
}
