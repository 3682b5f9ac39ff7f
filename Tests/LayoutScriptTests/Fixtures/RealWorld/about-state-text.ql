// Modelled on alex-malygin/cardsbox, CardsBox/Screens/About/AboutView.swift: a @State string with
// a line break escape, in a ScrollView of a VStack stretched to the full width, padded.
// expect-min-frames: 1
import SwiftUI

struct AboutWallet: View {
    @State private var blurb = "Wallet keeps every loyalty card in one place.\n\nNo more searching your bag at the till."

    var body: some View {
        ScrollView {
            VStack {
                Text(blurb)
            }
            .frame(maxWidth: .infinity)
        }
        .padding()
    }
}

struct AboutWallet_Previews: PreviewProvider {
    static var previews: some View {
        AboutWallet()
    }
}
