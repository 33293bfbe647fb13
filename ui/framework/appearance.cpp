#include "ui/framework/appearance.h"

namespace pe::ui::appearance {

Choice<ColourMap>& colourMapChoice()
{
    static Choice<ColourMap> choice{"auto", "viridis", "cividis", "diverging"};
    return choice;
}

Choice<Theme>& themeChoice()
{
    static Choice<Theme> choice{"default", "high-contrast"};
    return choice;
}

} // namespace pe::ui::appearance
