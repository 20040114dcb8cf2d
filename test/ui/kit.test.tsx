import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AmountSlider, amountOutOfRange, snapAmount } from '../../src/ui/AmountSlider';
import { Button } from '../../src/ui/Button';
import { FileDrop } from '../../src/ui/FileDrop';
import { CheckboxField, RadioGroup, SelectField } from '../../src/ui/forms';
import { MoneyInput } from '../../src/ui/MoneyInput';
import { Notice } from '../../src/ui/Notice';
import { Skeleton } from '../../src/ui/Skeleton';
import { SummaryList } from '../../src/ui/SummaryList';

const OPTIONS = [
  { value: 'HOME', label: 'Primary residence', hint: 'You live here' },
  { value: 'SECONDARY', label: 'Second home' },
  { value: 'INVESTMENT', label: 'Investment property' },
];

function Radios({ variant }: { variant?: 'row' }) {
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      id="occupancy"
      label="How do you use it?"
      variant={variant}
      value={value}
      options={OPTIONS}
      onChange={setValue}
    />
  );
}

describe('RadioGroup', () => {
  it.each([undefined, 'row'] as const)(
    'is a labelled group of real radios (layout %s), chosen by click and arrow keys',
    async (variant) => {
      const user = userEvent.setup();
      render(<Radios variant={variant} />);
      const group = screen.getByRole('group', { name: 'How do you use it?' });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(3);
      expect(screen.getByRole('radio', { name: /Primary residence/ })).toHaveAccessibleDescription('You live here');
      await user.click(screen.getByText('Second home'));
      expect(screen.getByRole('radio', { name: 'Second home' })).toBeChecked();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('radio', { name: 'Investment property' })).toBeChecked();
    },
  );

  // Issue 34's one radio style: a group draws cards exactly when one of its choices needs a description.
  it.each([
    ['a hint', OPTIONS, 3],
    [
      'details after the card',
      [
        { value: 'A', label: 'A', after: <p>More</p> },
        { value: 'B', label: 'B' },
      ],
      2,
    ],
    [
      'labels alone',
      [
        { value: 'YES', label: 'Yes' },
        { value: 'NO', label: 'No' },
      ],
      0,
    ],
  ])('with %s draws %d cards', (_, options, cards) => {
    const { container } = render(
      <RadioGroup id="choice" label="Choose" variant="row" value="" options={options} onChange={() => undefined} />,
    );
    expect(container.querySelectorAll('.choice-card')).toHaveLength(cards);
    expect(container.querySelectorAll('.choice')).toHaveLength(options.length);
  });

  it('wires its error to the group and gives the first radio the id an error link focuses', () => {
    render(
      <RadioGroup id="sale" label="For sale?" error="Required" value="" options={OPTIONS} onChange={() => undefined} />,
    );
    const group = screen.getByRole('group', { name: 'For sale?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Error: Required');
    expect(document.getElementById('sale')).toHaveAttribute('type', 'radio');
  });
});

describe('CheckboxField', () => {
  it('is a real checkbox toggled by its label and by Space, with its error described', async () => {
    const user = userEvent.setup();
    function Box() {
      const [checked, setChecked] = useState(false);
      return (
        <CheckboxField
          id="terms"
          label="I agree"
          error={checked ? undefined : 'Required'}
          checked={checked}
          onChange={setChecked}
        />
      );
    }
    render(<Box />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Error: Required');
    await user.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
    expect(box).toBeValid();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});

describe('SelectField', () => {
  it('keeps the native select (keyboard and phone pickers) with its label, hint and error', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <SelectField
        id="employment"
        label="Employment type"
        hint="Your main job"
        error="Required"
        placeholder="Select"
        value=""
        options={[{ value: 'RETIRED', label: 'Retired' }]}
        onChange={onChange}
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Employment type' });
    expect(select).toHaveAccessibleDescription('Your main job Error: Required');
    await user.selectOptions(select, 'RETIRED');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('MoneyInput', () => {
  it('groups thousands as typed and keeps a numeric keypad', async () => {
    const user = userEvent.setup();
    function Money() {
      const [value, setValue] = useState('');
      return (
        <MoneyInput
          id="income"
          label="Annual income"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          required
        />
      );
    }
    render(<Money />);
    const input = screen.getByRole('textbox', { name: 'Annual income' });
    await user.type(input, '1234567.891');
    expect(input).toHaveValue('1,234,567.89');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('AmountSlider', () => {
  function Slider() {
    const [value, setValue] = useState(50_000);
    return (
      <>
        <AmountSlider
          id="line"
          label="How much?"
          min={15_000}
          max={100_000}
          step={1000}
          value={value}
          onChange={setValue}
        />
        <output data-testid="value">{value}</output>
      </>
    );
  }

  it('is a labelled slider whose value shows in the linked field', () => {
    render(<Slider />);
    const slider = screen.getByRole('slider', { name: 'How much?' });
    expect(slider).toHaveAttribute('aria-valuetext', '$50,000');
    // jsdom gives a range input no keyboard behaviour; the browser suite presses the keys on the offer screen.
    fireEvent.change(slider, { target: { value: '51000' } });
    expect(screen.getByTestId('value')).toHaveTextContent('51000');
    expect(screen.getByRole('textbox', { name: /How much\? in dollars/ })).toHaveValue('51,000');
  });

  it('follows a typed amount, says when it is out of range, and snaps it on leaving', async () => {
    const user = userEvent.setup();
    render(<Slider />);
    const field = screen.getByRole('textbox', { name: /in dollars/ });
    await user.clear(field);
    await user.type(field, '72500');
    expect(screen.getByTestId('value')).toHaveTextContent('72500');
    await user.clear(field);
    await user.type(field, '250000');
    expect(field).toHaveAccessibleDescription(`Error: ${amountOutOfRange(15_000, 100_000)}`);
    await user.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('100000');
    expect(field).toHaveValue('100,000');
  });

  it('puts the amount back when a touch on it turns into a scroll of the page, and keeps a drag', () => {
    render(<Slider />);
    const slider = screen.getByRole('slider', { name: 'How much?' });
    // jsdom has no PointerEvent; a MouseEvent with the pointer's type is what React reads.
    const pointer = (type: string, pointerType: string) =>
      Object.assign(new MouseEvent(type, { bubbles: true }), { pointerType });
    // A finger lands mid-track (the browser moves the thumb there), then swipes up: the browser cancels the pointer.
    fireEvent(slider, pointer('pointerdown', 'touch'));
    fireEvent.change(slider, { target: { value: '57000' } });
    fireEvent(slider, pointer('pointercancel', 'touch'));
    expect(screen.getByTestId('value')).toHaveTextContent('50000');
    // A sideways drag ends with pointerup: the amount stays where the finger left it.
    fireEvent(slider, pointer('pointerdown', 'touch'));
    fireEvent.change(slider, { target: { value: '63000' } });
    fireEvent(slider, pointer('pointerup', 'touch'));
    expect(screen.getByTestId('value')).toHaveTextContent('63000');
    // A mouse is never second-guessed.
    fireEvent(slider, pointer('pointerdown', 'mouse'));
    fireEvent.change(slider, { target: { value: '70000' } });
    fireEvent(slider, pointer('pointercancel', 'mouse'));
    expect(screen.getByTestId('value')).toHaveTextContent('70000');
  });

  it('snaps amounts onto the step within the limits', () => {
    expect(snapAmount(72_500, 15_000, 100_000, 1000)).toBe(73_000);
    expect(snapAmount(1, 15_000, 100_000, 1000)).toBe(15_000);
  });
});

describe('Button', () => {
  it('says it is busy, shows what is happening and takes no clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Continue</Button>);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} busy busyText="Saving">
        Continue
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Saving' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('FileDrop', () => {
  function Drop({ busy = false }: { busy?: boolean }) {
    const [files, setFiles] = useState<File[]>([]);
    return (
      <FileDrop
        id="docs"
        label="Choose files"
        hint="PDF or PNG"
        multiple
        files={files}
        busy={busy}
        onFilesChange={setFiles}
      />
    );
  }

  it('takes files from its labelled input, lists them and removes one', async () => {
    const user = userEvent.setup();
    render(<Drop />);
    const input = screen.getByLabelText('Choose files');
    expect(input).toHaveAccessibleDescription('PDF or PNG');
    await user.upload(input, [
      new File(['a'], 'one.pdf', { type: 'application/pdf' }),
      new File(['b'], 'two.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getAllByTestId('chosen-file')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove one.pdf' }));
    expect(screen.getAllByTestId('chosen-file')).toHaveLength(1);
    expect(screen.getByText('two.pdf')).toBeInTheDocument();
  });

  it('takes dropped files', () => {
    render(<Drop />);
    const zone = screen.getByTestId('docs-zone');
    const file = new File(['c'], 'dropped.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(screen.getByText('dropped.png')).toBeInTheDocument();
  });

  it('says "or drag them here" in a part the kit hides on touch screens', () => {
    render(<Drop />);
    expect(screen.getByText('or drag them here', { exact: false })).toHaveClass('file-drop-drag');
  });

  it('offers the camera through a capture input', () => {
    render(<Drop />);
    expect(screen.getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
  });

  it('tells the screen of an image it could not read for the preview, and keeps the file (issue 46)', async () => {
    const unreadable = new DOMException('The file could not be read', 'NotReadableError');
    jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function fail(this: FileReader) {
      Object.defineProperty(this, 'error', { value: unreadable });
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    const onPreviewFailed = jest.fn();
    function Reported() {
      const [files, setFiles] = useState<File[]>([]);
      return (
        <FileDrop
          id="docs"
          label="Choose files"
          files={files}
          onFilesChange={setFiles}
          onPreviewFailed={onPreviewFailed}
        />
      );
    }
    const user = userEvent.setup();
    render(<Reported />);
    await user.upload(screen.getByLabelText('Choose files'), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    expect(screen.getByTestId('file-icon')).toBeInTheDocument();
    expect(onPreviewFailed).toHaveBeenCalledWith(unreadable);
    jest.restoreAllMocks();
  });
});

describe('SummaryList, Notice and Skeleton', () => {
  it('names each Change link after its row', () => {
    render(
      <MemoryRouter>
        <SummaryList
          title="Your offer"
          rows={[
            { key: 'rate', label: 'Rate', value: '8.25% fixed', changeTo: '/offer' },
            { key: 'term', label: 'Term', value: '10 years' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Your offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change rate' })).toHaveAttribute('href', '/offer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('10 years').tagName).toBe('DD');
  });

  it('says a notice tone in words and can be a live alert', () => {
    render(
      <Notice tone="error" live="assertive" title="Not loaded">
        Try again.
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Not loaded');
  });

  it('announces what is loading once, the placeholder lines hidden', () => {
    render(<Skeleton lines={3} label="Loading your offers" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your offers');
  });
});
