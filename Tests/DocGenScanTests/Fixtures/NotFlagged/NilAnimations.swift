import SwiftUI

struct InstantChanges: View {
    @State private var flag = false

    var body: some View {
        VStack {
            Text("Instant")
                .offset(x: flag ? 20 : 0)
                .animation(nil, value: flag)
            if flag {
                Text("No transition").transition(.identity)
            }
            Button("Go") {
                withAnimation(nil) { flag.toggle() }
            }
            Text("Plain").contentTransition(.identity)
        }
    }
}
