import { useState, type ReactNode } from 'react';
import { BRAND_CODES } from '../../brand/registry';
import { AmountSlider } from '../AmountSlider';
import { Button } from '../Button';
import { FileDrop } from '../FileDrop';
import { CheckboxField, ErrorSummary, RadioGroup, SelectField, TextField } from '../forms';
import { MoneyInput } from '../MoneyInput';
import { Notice } from '../Notice';
import { Skeleton } from '../Skeleton';
import { FactList, SummaryList } from '../SummaryList';

/** The brands the screenshots cover: the main brand, a partner with an orange accent, the external-auth partner. */
export const GALLERY_BRANDS = ['homeward', 'apm', 'citywide'] as const;

const OPTIONS = [
  { value: 'HOME', label: 'Primary residence', hint: 'You live here most of the year' },
  { value: 'SECONDARY', label: 'Second home', hint: 'A vacation or second home' },
  { value: 'INVESTMENT', label: 'Investment property', hint: 'You rent it out' },
];

function State({ name, focus, children }: { name: string; focus?: boolean; children: ReactNode }) {
  return (
    <div className={focus ? 'is-focus' : undefined} data-state={name}>
      <p className="gallery-state">{name}</p>
      {children}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `gallery-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="gallery-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="gallery-grid">{children}</div>
    </section>
  );
}

const sampleFile = (name: string, type: string) => new File(['sandbox'], name, { type });

/** Every kit component in its states: default, focus (drawn), error, disabled, busy. */
export function Gallery({ brand }: { brand: string }) {
  const [checked, setChecked] = useState(true);
  const [radio, setRadio] = useState('HOME');
  const [amount, setAmount] = useState(85_000);
  const [money, setMoney] = useState('120,000');
  const [files, setFiles] = useState<File[]>([sampleFile('paystub-march.pdf', 'application/pdf')]);
  const noop = () => undefined;
  return (
    <main className="gallery" data-testid="gallery">
      <h1>Component kit</h1>
      <p>
        Brand: <strong data-testid="gallery-brand">{brand}</strong>. Every control is a real native input drawn by the
        kit (src/ui/kit.css).
      </p>
      <ul className="gallery-brands" aria-label="Brands">
        {[...new Set([...GALLERY_BRANDS, ...BRAND_CODES.filter((code) => !code.startsWith('homeward-'))])].map(
          (code) => (
            <li key={code}>
              <a href={`?brand=${code}`} aria-current={code === brand ? 'page' : undefined}>
                {code}
              </a>
            </li>
          ),
        )}
      </ul>

      <Section title="Buttons">
        <State name="Primary">
          <Button>Continue</Button>
        </State>
        <State name="Primary focus" focus>
          <Button>Continue</Button>
        </State>
        <State name="Primary busy">
          <Button busy>Continue</Button>
        </State>
        <State name="Primary disabled">
          <Button disabled>Continue</Button>
        </State>
        <State name="Secondary">
          <Button variant="secondary">Back</Button>
        </State>
        <State name="Link">
          <Button variant="link">Change</Button>
        </State>
      </Section>

      <Section title="Checkbox">
        <State name="Default">
          <CheckboxField id="cb-default" label="Text me about my application" checked={checked} onChange={setChecked} />
        </State>
        <State name="Focus" focus>
          <CheckboxField id="cb-focus" label="Text me about my application" checked={false} onChange={noop} />
        </State>
        <State name="Error">
          <CheckboxField
            id="cb-error"
            label="I agree to the terms and privacy policy"
            checked={false}
            error="Required"
            onChange={noop}
          />
        </State>
        <State name="Disabled">
          <CheckboxField id="cb-disabled" label="Already agreed" checked disabled onChange={noop} />
        </State>
        <State name="Card">
          <CheckboxField id="cb-card" card label="Pay off Example Card Services ($6,400)" checked onChange={noop} />
        </State>
      </Section>

      <Section title="Radio">
        <State name="List">
          <RadioGroup
            id="radio-list"
            label="Is the property for sale?"
            value={radio === 'HOME' ? 'NO' : 'YES'}
            options={[
              { value: 'YES', label: 'Yes' },
              { value: 'NO', label: 'No' },
            ]}
            onChange={noop}
          />
        </State>
        <State name="Error">
          <RadioGroup
            id="radio-error"
            label="Is the property for sale?"
            value=""
            error="Required"
            options={[
              { value: 'YES', label: 'Yes' },
              { value: 'NO', label: 'No' },
            ]}
            onChange={noop}
          />
        </State>
        <State name="Focus" focus>
          <RadioGroup
            id="radio-focus"
            label="Pay by"
            value="AUTOPAY"
            options={[
              { value: 'AUTOPAY', label: 'Autopay' },
              { value: 'MANUAL', label: 'Manual payments' },
            ]}
            onChange={noop}
          />
        </State>
        <State name="Disabled">
          <RadioGroup
            id="radio-disabled"
            label="Pay by"
            value="MANUAL"
            disabled
            options={[
              { value: 'AUTOPAY', label: 'Autopay' },
              { value: 'MANUAL', label: 'Manual payments' },
            ]}
            onChange={noop}
          />
        </State>
      </Section>

      <Section title="Radio cards">
        <State name="Default">
          <RadioGroup
            id="cards"
            label="How do you use this property?"
            value={radio}
            options={OPTIONS}
            onChange={setRadio}
          />
        </State>
        <State name="Error">
          <RadioGroup
            id="cards-error"
            label="How do you use this property?"
            value=""
            error="Please select an occupancy type"
            options={OPTIONS}
            onChange={noop}
          />
        </State>
      </Section>

      <Section title="Select and text">
        <State name="Select">
          <SelectField
            id="select"
            label="Employment type"
            placeholder="Select employment type"
            value="FULL_TIME"
            options={[
              { value: 'FULL_TIME', label: 'Employed full-time' },
              { value: 'RETIRED', label: 'Retired' },
            ]}
            onChange={noop}
            required
          />
        </State>
        <State name="Select focus" focus>
          <SelectField
            id="select-focus"
            label="Suffix"
            value=""
            options={[
              { value: '', label: 'N/A' },
              { value: 'JR', label: 'JR' },
            ]}
            onChange={noop}
            required
          />
        </State>
        <State name="Select error">
          <SelectField
            id="select-error"
            label="Employment type"
            placeholder="Select employment type"
            value=""
            error="Required"
            options={[{ value: 'FULL_TIME', label: 'Employed full-time' }]}
            onChange={noop}
            required
          />
        </State>
        <State name="Text disabled">
          <TextField
            id="text-disabled"
            label="Email"
            value="borrower@sandbox.example"
            disabled
            required
            onChange={noop}
          />
        </State>
        <State name="Money">
          <MoneyInput
            id="money"
            label="Annual income"
            hint="Before taxes"
            value={money}
            onChange={(event) => {
              setMoney(event.target.value);
            }}
            required
          />
        </State>
        <State name="Money error">
          <MoneyInput
            id="money-error"
            label="Annual income"
            value="10,000,000"
            error="Must be less than $10,000,000"
            onChange={noop}
            required
          />
        </State>
      </Section>

      <Section title="Slider">
        <State name="Slider with amount">
          <AmountSlider
            id="slider"
            label="How much do you want to borrow?"
            hint="From $15,000 to $250,000"
            min={15_000}
            max={250_000}
            step={1000}
            value={amount}
            onChange={setAmount}
          />
        </State>
        <State name="Slider focus" focus>
          <AmountSlider
            id="slider-focus"
            label="How much do you want to borrow?"
            min={15_000}
            max={250_000}
            step={1000}
            value={150_000}
            onChange={noop}
          />
        </State>
        <State name="Slider disabled">
          <AmountSlider
            id="slider-disabled"
            label="How much do you want to borrow?"
            min={15_000}
            max={250_000}
            step={1000}
            value={60_000}
            disabled
            onChange={noop}
          />
        </State>
      </Section>

      <Section title="File drop">
        <State name="With a file">
          <FileDrop
            id="files"
            label="Choose files"
            hint="PDF, JPG or PNG, up to 10 MB each"
            multiple
            files={files}
            onFilesChange={setFiles}
          />
        </State>
        <State name="Error">
          <FileDrop
            id="files-error"
            label="Front of your ID"
            error="Choose the front of your ID"
            files={[]}
            onFilesChange={noop}
          />
        </State>
        <State name="Busy">
          <FileDrop
            id="files-busy"
            label="Choose files"
            multiple
            busy
            files={[sampleFile('tax-return-2024.pdf', 'application/pdf')]}
            onFilesChange={noop}
          />
        </State>
      </Section>

      <Section title="Notices">
        <Notice tone="info" title="Information">
          Your rate is locked for 30 days.
        </Notice>
        <Notice tone="success" title="Success">
          Your documents were uploaded.
        </Notice>
        <Notice tone="warning" title="Warning">
          Please confirm this is your annual pre-tax income.
        </Notice>
        <Notice tone="error" title="Error">
          Your offers could not be loaded. Please try again.
        </Notice>
      </Section>

      <Section title="Summary list, facts and errors">
        <SummaryList
          title="Your offer"
          rows={[
            { key: 'line', label: 'Initial draw', value: '$85,000', changeTo: '/offer' },
            { key: 'rate', label: 'Rate', value: '8.240% fixed', changeTo: '/offer' },
            { key: 'term', label: 'Term', value: '15 years' },
          ]}
        />
        <FactList
          facts={[
            { key: 'with', label: 'Rate with autopay', value: '8.240%' },
            { key: 'without', label: 'Monthly payment without autopay', value: '$1,042.17' },
          ]}
        />
        <ErrorSummary errors={[{ field: 'cb-error', message: 'Required' }]} />
      </Section>

      <Section title="Skeleton and badges">
        <Skeleton lines={3} label="Loading your offers" />
        <p>
          <span className="badge badge-accent">Best value</span> <span className="badge">Lowest payment</span>
        </p>
      </Section>
    </main>
  );
}
